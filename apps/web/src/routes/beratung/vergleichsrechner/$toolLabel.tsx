import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PortalEmpfangPage } from '../../../features/vergleichsrechner/portal-empfang-page';

const searchSchema = z.object({
  path: z.string().max(200).optional().catch(undefined),
  token: z.string().max(1024).optional().catch(undefined),
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
