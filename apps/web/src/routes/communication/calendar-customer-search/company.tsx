import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PickerPage } from '../../../features/termin/picker-page';
import { pickerSearchSchema } from '../../../features/termin/picker-search';

/** Picker of the appointment editor (spec termine-courtage-aenderungslog.md §2.1): company, ?back=… */
export const Route = createFileRoute('/communication/calendar-customer-search/company')({
  validateSearch: pickerSearchSchema,
  component: PickerRoute,
});

function PickerRoute() {
  const { back } = Route.useSearch();
  const navigate = useNavigate();
  return <PickerPage kind="company" back={back} onDone={(href) => void navigate({ href })} />;
}
