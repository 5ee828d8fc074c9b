import { createFileRoute } from '@tanstack/react-router';
import { unknownApplication } from '../../../../../lib/unknown-application';

/** Spec dokumente-formulare.md §2: editing a credit (Verbindlichkeiten). Maklerwerk has no such application: /role-forbidden (§8). */
export const Route = createFileRoute('/home/verbindlichkeiten/credit/edit/$creditId')({
  beforeLoad: unknownApplication,
});
