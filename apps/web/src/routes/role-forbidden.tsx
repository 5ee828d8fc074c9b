import { createFileRoute } from '@tanstack/react-router';
import { RoleForbiddenPage } from '../components/role-forbidden-page';

/** Spec dokumente-formulare.md §2, §8: where an unknown application type or a link that cannot be built leads. */
export const Route = createFileRoute('/role-forbidden')({
  component: RoleForbiddenPage,
});
