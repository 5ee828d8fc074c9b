import { Anchor, Text } from '@mantine/core';

/** A phone number: a tel: link only for users who may place calls (spec 6), plain text otherwise. */
export function ContactPhone({ number, canCall }: { number: string | null; canCall: boolean }) {
  if (!number) {
    return (
      <Text span c="dimmed" size="sm">
        –
      </Text>
    );
  }
  if (!canCall) {
    return (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {number}
      </Text>
    );
  }
  return (
    <Anchor href={`tel:${number.replace(/[^\d+]/g, '')}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {number}
    </Anchor>
  );
}
