import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../../app/shell/authenticated-layout';
import { requireSession } from '../../app/shell/require-session';

/** Internal tools (spec §2: /intern/aufsichtsrechtliches/…) open inside the app shell, behind the login. */
export const Route = createFileRoute('/intern')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
