import { createFileRoute } from '@tanstack/react-router';
import { NeuerKundePage } from '../../../features/kunde/neuer-kunde-page';

export const Route = createFileRoute('/home/kunden/neu')({
  component: NeuerKundePage,
});
