import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KalenderView, kalenderViewLabel, kalenderViews } from './kalender-views';

type Props = {
  view: KalenderView;
  /** FullCalendar's title of the visible range ('14. – 20. Juli 2025'). */
  title: string;
  onView: (view: KalenderView) => void;
  onToday: () => void;
  onPrev: () => void;
  onNext: () => void;
  isPhone: boolean;
};

const isView = (value: string): value is KalenderView => (kalenderViews as readonly string[]).includes(value);

/** The calendar's own toolbar in Mantine: Heute, zurück, vor, the range and the views. */
export function KalenderToolbar({ view, title, onView, onToday, onPrev, onNext, isPhone }: Props) {
  return (
    <Group justify="space-between" gap="sm" wrap={isPhone ? 'wrap' : 'nowrap'}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Button variant="default" size={isPhone ? 'xs' : 'sm'} onClick={onToday}>
          Heute
        </Button>
        <ActionIcon.Group>
          <ActionIcon variant="default" size={isPhone ? 'input-xs' : 'input-sm'} onClick={onPrev} aria-label="Zurück">
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon variant="default" size={isPhone ? 'input-xs' : 'input-sm'} onClick={onNext} aria-label="Vor">
            <IconChevronRight size={16} />
          </ActionIcon>
        </ActionIcon.Group>
        <Text fw={600} size={isPhone ? 'sm' : 'lg'} truncate aria-live="polite" data-testid="kalender-title">
          {title}
        </Text>
      </Group>
      <SegmentedControl
        size={isPhone ? 'xs' : 'sm'}
        fullWidth={isPhone}
        w={isPhone ? '100%' : undefined}
        value={view}
        onChange={(value) => isView(value) && onView(value)}
        data={kalenderViews.map((v) => ({ value: v, label: kalenderViewLabel[v] }))}
        aria-label="Ansicht"
      />
    </Group>
  );
}
