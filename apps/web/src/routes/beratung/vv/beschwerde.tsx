import { createFileRoute } from '@tanstack/react-router';
import { loadFormularOrForbidden } from '../../../features/formular/formular.queries';
import { FormularRoutePage } from '../../../features/formular/formular-route-page';
import { formularIdOf, formularSearchSchema } from '../../../features/formular/formular-search';

/** Spec dokumente-formulare.md §2: the complaint form, /beratung/vv/beschwerde?antragsdatenId=… */
export const Route = createFileRoute('/beratung/vv/beschwerde')({
  validateSearch: formularSearchSchema,
  loaderDeps: ({ search }) => ({ id: formularIdOf(search) }),
  loader: ({ context, deps }) =>
    loadFormularOrForbidden(context.queryClient, { formGroupPath: 'VV', formPath: 'beschwerde', id: deps.id }),
  component: BeschwerdeRoute,
});

function BeschwerdeRoute() {
  return <FormularRoutePage formGroupPath="VV" formPath="beschwerde" search={Route.useSearch()} />;
}
