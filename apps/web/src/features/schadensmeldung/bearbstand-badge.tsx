import { type Bearbeitungsstand, bearbeitungsstandLabel, type Option } from '@maklerwerk/domain';
import { Badge, type BadgeProps } from '@mantine/core';

const tone: Record<Bearbeitungsstand, string> = {
  GEMELDET: 'blue',
  IN_BEARBEITUNG: 'yellow',
  UNTERLAGEN_ANGEFORDERT: 'orange',
  REGULIERT: 'green',
  ABGELEHNT: 'red',
  ABGESCHLOSSEN: 'gray',
};

type Props = {
  code: string;
  /** The processing-state list the server delivered with the list or the report. */
  list: readonly Option[];
  size?: BadgeProps['size'];
  /** A long label ('Unterlagen angefordert') may take two lines, so that a narrow table column fits it. */
  wrap?: boolean;
};

const wrapping = {
  root: { height: 'auto', paddingBlock: 2, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
} as const;

/** A stored Bearbeitungsstand as the label of the server's list, as a light pill. */
export function BearbstandBadge({ code, list, size = 'sm', wrap = false }: Props) {
  return (
    <Badge
      color={tone[code as Bearbeitungsstand] ?? 'gray'}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      fw={600}
      style={{ flexShrink: 0 }}
      styles={wrap ? wrapping : undefined}
    >
      {bearbeitungsstandLabel(code, list)}
    </Badge>
  );
}
