import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../../app/shell/authenticated-layout';
import { requireSession } from '../../app/shell/require-session';

export const Route = createFileRoute('/home')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
