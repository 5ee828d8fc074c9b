import { createFileRoute } from '@tanstack/react-router';
import { unknownApplication } from '../../../lib/unknown-application';

/** Spec dokumente-formulare.md §2: the annual supervisory checklist (query antragsdatenId). Maklerwerk has no such application: /role-forbidden (§8). */
export const Route = createFileRoute('/intern/aufsichtsrechtliches/jahrescheckliste')({
  beforeLoad: unknownApplication,
});
