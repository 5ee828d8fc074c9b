import type { Kalender } from '@maklerwerk/domain';
import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { DEFAULT_COLOR } from './kalender-events';

type Props = {
  /** undefined while the first answer is on its way. */
  calendars: Kalender['calendars'] | undefined;
  /** Colleagues whose calendars are shown (the own one always is). */
  selected: readonly number[];
  onToggle: (userId: number, shown: boolean) => void;
};

/** The side panel 'Kalender': the own calendar (always shown) and the colleagues' of the structure. */
export function CalendarList({ calendars, selected, onToggle }: Props) {
  if (!calendars) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={18} />
        <Skeleton height={18} width="70%" />
      </Stack>
    );
  }
  const colleagues = calendars.filter((c) => !c.own);
  return (
    <Stack gap="xs">
      {calendars
        .filter((c) => c.own)
        .map((c) => (
          <Checkbox
            key={c.userId}
            label={c.name}
            checked
            readOnly
            color={c.color || DEFAULT_COLOR}
            styles={{ input: { cursor: 'default' }, label: { cursor: 'default' } }}
            description="Eigener Kalender"
          />
        ))}
      {colleagues.length > 0 && (
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" mt={4}>
          Kolleginnen und Kollegen
        </Text>
      )}
      {colleagues.map((c) => (
        <Checkbox
          key={c.userId}
          label={c.name}
          checked={selected.includes(c.userId)}
          color={c.color || DEFAULT_COLOR}
          onChange={(event) => onToggle(c.userId, event.currentTarget.checked)}
          styles={{ input: { borderColor: c.color || DEFAULT_COLOR } }}
        />
      ))}
      {colleagues.length === 0 && (
        <Text size="xs" c="dimmed">
          Keine weiteren Kalender freigegeben.
        </Text>
      )}
    </Stack>
  );
}
