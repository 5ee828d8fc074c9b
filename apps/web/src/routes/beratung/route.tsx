import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout, requireSession } from '../../app/shell/authenticated-layout';

/** Advice tools (the tariff form) open inside the app shell, behind the login. */
export const Route = createFileRoute('/beratung')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
