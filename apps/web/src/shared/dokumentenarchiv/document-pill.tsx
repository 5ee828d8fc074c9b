import { type LegendTone, type PillType, pillFor } from '@maklerwerk/domain';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconCircleX, IconInfoCircle } from '@tabler/icons-react';

const colour: Record<LegendTone, string> = {
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  danger: 'red',
  neutral: 'gray',
};
const toneIcon: Record<LegendTone, typeof IconCircleCheck> = {
  success: IconCircleCheck,
  info: IconInfoCircle,
  warning: IconAlertTriangle,
  danger: IconCircleX,
  neutral: IconCircleDashed,
};

/**
 * A status of the legends (spec 002 §3.12): the label and colour the domain assigns to the key; with
 * `withIcon` also an ok/error icon before it (the application status icon, spec §4).
 */
export function DocumentPill({
  type,
  value,
  legendLabel,
  withIcon = false,
  noShrink = false,
}: {
  type: PillType;
  value: string | null;
  legendLabel?: string;
  withIcon?: boolean;
  /** Beside other content in a cell: keeps its label's width. */
  noShrink?: boolean;
}) {
  const pill = value ? pillFor(type, value, legendLabel) : undefined;
  if (!pill) {
    return null;
  }
  const Icon = toneIcon[pill.tone];
  return (
    <Badge
      color={colour[pill.tone]}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      size="sm"
      leftSection={withIcon ? <Icon size={14} aria-hidden /> : undefined}
      style={noShrink ? { flexShrink: 0 } : undefined}
    >
      {pill.label}
    </Badge>
  );
}
