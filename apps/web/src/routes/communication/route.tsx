import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../../app/shell/authenticated-layout';
import { requireSession } from '../../app/shell/require-session';

/** Mail, the document history and the damage archive open inside the app shell, behind the login. */
export const Route = createFileRoute('/communication')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
