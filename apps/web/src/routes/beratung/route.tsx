import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../../app/shell/authenticated-layout';
import { requireSession } from '../../app/shell/require-session';

/** Advice tools (the tariff form) open inside the app shell, behind the login. */
export const Route = createFileRoute('/beratung')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
