import { createFileRoute } from '@tanstack/react-router';
import { unknownApplication } from '../../../lib/unknown-application';

/** Spec dokumente-formulare.md §2: a financial-planning scenario. Maklerwerk has no such application: /role-forbidden (§8). */
export const Route = createFileRoute('/beratung/financial-planning/$scenarioId')({ beforeLoad: unknownApplication });
