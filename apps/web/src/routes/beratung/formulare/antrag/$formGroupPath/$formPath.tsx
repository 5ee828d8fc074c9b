import { createFileRoute } from '@tanstack/react-router';
import { loadFormularOrForbidden } from '../../../../../features/formular/formular.queries';
import { FormularRoutePage } from '../../../../../features/formular/formular-route-page';
import { formularIdOf, formularSearchSchema } from '../../../../../features/formular/formular-search';

/** Spec dokumente-formulare.md §2: /beratung/formulare/antrag/{formGroupPath}/{formPath} (issue 16 item 2). */
export const Route = createFileRoute('/beratung/formulare/antrag/$formGroupPath/$formPath')({
  validateSearch: formularSearchSchema,
  loaderDeps: ({ search }) => ({ id: formularIdOf(search) }),
  loader: ({ context, params, deps }) => loadFormularOrForbidden(context.queryClient, { ...params, id: deps.id }),
  component: FormularRoute,
});

function FormularRoute() {
  const { formGroupPath, formPath } = Route.useParams();
  return <FormularRoutePage formGroupPath={formGroupPath} formPath={formPath} search={Route.useSearch()} />;
}
