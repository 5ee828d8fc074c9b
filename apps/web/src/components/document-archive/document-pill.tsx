import { type LegendTone, type PillType, pillFor } from '@maklerwerk/domain';
import { Badge } from '@mantine/core';

const colour: Record<LegendTone, string> = { success: 'green', info: 'blue', warning: 'yellow', danger: 'red' };

/** A status of the legends (spec 002 §3.12): the label and colour the domain assigns to the key. */
export function DocumentPill({
  type,
  value,
  legendLabel,
}: {
  type: PillType;
  value: string | null;
  legendLabel?: string;
}) {
  const pill = value ? pillFor(type, value, legendLabel) : undefined;
  if (!pill) {
    return null;
  }
  return (
    <Badge color={colour[pill.tone]} variant="light" radius="sm" tt="none" fw={600} size="sm">
      {pill.label}
    </Badge>
  );
}
