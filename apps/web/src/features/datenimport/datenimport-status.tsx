import { type DatenimportStatus, datenimportStatusLabel } from '@maklerwerk/domain';
import { Badge } from '@mantine/core';

const color: Record<DatenimportStatus, string> = {
  vorschau_laeuft: 'blue',
  vorschau: 'yellow',
  uebernahme_laeuft: 'blue',
  uebernommen: 'teal',
  verworfen: 'gray',
  fehler: 'red',
};

/** The state of an import as a badge, labelled by the domain. */
export function DatenimportStatusBadge({ status }: { status: DatenimportStatus }) {
  return (
    <Badge color={color[status]} variant="light">
      {datenimportStatusLabel[status]}
    </Badge>
  );
}
