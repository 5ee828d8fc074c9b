import { createFileRoute } from '@tanstack/react-router';
import { PortalEmpfangPage } from '../../../features/vergleichsportal/portal-empfang-page';
import { searchSchema as fields, text } from '../../../lib/search-schema';

const searchSchema = fields({
  path: text({ max: 200 }),
  token: text({ max: 1024 }),
});

/** Spec §2: /beratung/vergleichsrechner/{toolLabel}?path=… — here the demo portals' receiving page. */
export const Route = createFileRoute('/beratung/vergleichsrechner/$toolLabel')({
  validateSearch: searchSchema,
  component: EmpfangRoute,
});

function EmpfangRoute() {
  const { toolLabel } = Route.useParams();
  const { path, token } = Route.useSearch();
  return <PortalEmpfangPage toolLabel={toolLabel} path={path} token={token} />;
}
