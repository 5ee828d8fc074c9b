import { createFileRoute } from '@tanstack/react-router';
import { loadFormularOrForbidden } from '../../../../../features/formular/formular.queries';
import { FormularRoutePage } from '../../../../../features/formular/formular-route-page';
import { anlegerprofilSearchSchema } from '../../../../../features/formular/formular-search';

/**
 * Spec dokumente-formulare.md §2: the investor profile, /beratung/anlegerprofil/person1/auswahl/personenauswahl
 * ?pruefnummer=…&schiene=… — pruefnummer names the filled form (decision 0028: one id).
 */
export const Route = createFileRoute('/beratung/anlegerprofil/person1/auswahl/personenauswahl')({
  validateSearch: anlegerprofilSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.pruefnummer }),
  loader: ({ context, deps }) =>
    loadFormularOrForbidden(context.queryClient, { formGroupPath: 'ANLAGE', formPath: 'anlegerprofil', id: deps.id }),
  component: AnlegerprofilRoute,
});

function AnlegerprofilRoute() {
  const search = Route.useSearch();
  return (
    <FormularRoutePage
      formGroupPath="ANLAGE"
      formPath="anlegerprofil"
      search={{
        hideBeratungsmappepopup: false,
        dynamicFormId: search.pruefnummer,
        protokollId: undefined,
        antragsdatenId: undefined,
        versId: undefined,
        kundeId: search.kundeId,
      }}
    />
  );
}
