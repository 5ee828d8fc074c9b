import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout, requireSession } from '../../app/shell/authenticated-layout';

export const Route = createFileRoute('/home')({
  beforeLoad: requireSession,
  component: AuthenticatedLayout,
});
