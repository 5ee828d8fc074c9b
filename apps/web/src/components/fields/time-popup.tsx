import { pad2, popupHours, popupMinutes, type Time } from '@maklerwerk/domain';
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';

type ColumnProps = {
  title: string;
  values: number[];
  selected: number;
  onSelect: (value: number) => void;
};

function Column({ title, values, selected, onSelect }: ColumnProps) {
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Text size="xs" fw={600} ta="center">
        {title}
      </Text>
      <ScrollArea h={200} type="auto" offsetScrollbars>
        <Stack gap={2}>
          {values.map((value) => (
            <Button
              key={value}
              size="compact-sm"
              variant={value === selected ? 'filled' : 'subtle'}
              aria-pressed={value === selected}
              onClick={() => onSelect(value)}
            >
              {pad2(value)}
            </Button>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}

type Props = {
  /** The time marked in the lists. */
  time: Time;
  quarterMode: boolean;
  onHour: (hour: number) => void;
  onMinute: (minute: number) => void;
};

/** The time picker's popup (spec §4, §5): the hours and a minutes list, in quarters or all 60. */
export function TimePopup({ time, quarterMode, onHour, onMinute }: Props) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Column title="Stunde" values={popupHours()} selected={time.hours} onSelect={onHour} />
      <Column title="Minute" values={popupMinutes(quarterMode)} selected={time.minutes} onSelect={onMinute} />
    </Group>
  );
}
