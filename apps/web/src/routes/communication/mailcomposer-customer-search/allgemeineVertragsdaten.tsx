import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ContractPickerPage } from '../../../features/termin/contract-picker-page';
import { contractPickerSearchSchema } from '../../../features/termin/picker-search';

/**
 * Contract picker of the appointment editor (spec §2.1):
 * `?singleSelection=true&insurance=true&back=…`. The editor's area holds one contract, so the choice
 * is always single.
 */
export const Route = createFileRoute('/communication/mailcomposer-customer-search/allgemeineVertragsdaten')({
  validateSearch: contractPickerSearchSchema,
  component: ContractPickerRoute,
});

function ContractPickerRoute() {
  const { back } = Route.useSearch();
  const navigate = useNavigate();
  return <ContractPickerPage back={back} onDone={(href) => void navigate({ href })} />;
}
