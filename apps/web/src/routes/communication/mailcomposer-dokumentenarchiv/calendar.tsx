import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ArchivePickerPage } from '../../../features/termin/archive-picker-page';
import { pickerSearchSchema } from '../../../features/termin/picker-search';

/** The document archive of the appointment editor (spec §2.1): documents become attachments, ?back=… */
export const Route = createFileRoute('/communication/mailcomposer-dokumentenarchiv/calendar')({
  validateSearch: pickerSearchSchema,
  component: ArchivePickerRoute,
});

function ArchivePickerRoute() {
  const { back } = Route.useSearch();
  const navigate = useNavigate();
  return <ArchivePickerPage back={back} onDone={(href) => void navigate({ href })} />;
}
