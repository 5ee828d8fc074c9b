import { createFileRoute } from '@tanstack/react-router';
import { TarifPage } from '../../features/vertrag/sparte/tarif-page';
import { tarifSearchSchema } from '../../features/vertrag/sparte/tarif-search';

/** Spec termine-courtage-aenderungslog §2.2: the tariff form, /beratung/tarifBearbeiten?insuranceStep={sparteId}. */
export const Route = createFileRoute('/beratung/tarifBearbeiten')({
  validateSearch: tarifSearchSchema,
  component: TarifRoute,
});

function TarifRoute() {
  return <TarifPage search={Route.useSearch()} />;
}
