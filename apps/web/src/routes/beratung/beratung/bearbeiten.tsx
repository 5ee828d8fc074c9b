import { createFileRoute } from '@tanstack/react-router';
import { unknownApplication } from '../../../lib/unknown-application';

/** Spec dokumente-formulare.md §2: editing an investment advice (query id, art, datum). Maklerwerk has no such application: /role-forbidden (§8). */
export const Route = createFileRoute('/beratung/beratung/bearbeiten')({ beforeLoad: unknownApplication });
