import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout, requireSession } from '../../app/shell/authenticated-layout';

/** Mail, the document history and the damage archive open inside the app shell, behind the login. */
export const Route = createFileRoute('/communication')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
