import { createFileRoute } from '@tanstack/react-router';
import { loadFormularOrForbidden } from '../../../../../features/formular/formular.queries';
import { FormularRoutePage } from '../../../../../features/formular/formular-route-page';
import { anlegerprofilRef, anlegerprofilSearchSchema } from '../../../../../features/formular/formular-search';

/**
 * Spec dokumente-formulare.md §2: the investor profile, /beratung/anlegerprofil/person1/auswahl/personenauswahl
 * ?pruefnummer=…&schiene=… — pruefnummer names the filled form (decision 0028: one id); anlegerprofilWK
 * instead names one of the wealth-concept track (ANLAGE/anlegerprofilWK, decision 0046). The server
 * answers 404 when the id is a profile of the other track, and the page goes to /role-forbidden.
 */
export const Route = createFileRoute('/beratung/anlegerprofil/person1/auswahl/personenauswahl')({
  validateSearch: anlegerprofilSearchSchema,
  loaderDeps: ({ search }) => anlegerprofilRef(search),
  loader: ({ context, deps }) => loadFormularOrForbidden(context.queryClient, deps),
  component: AnlegerprofilRoute,
});

function AnlegerprofilRoute() {
  const search = Route.useSearch();
  const ref = anlegerprofilRef(search);
  return (
    <FormularRoutePage
      formGroupPath={ref.formGroupPath}
      formPath={ref.formPath}
      search={{
        hideBeratungsmappepopup: false,
        dynamicFormId: ref.id,
        protokollId: undefined,
        antragsdatenId: undefined,
        versId: undefined,
        kundeId: search.kundeId,
      }}
    />
  );
}
