import { createFileRoute } from '@tanstack/react-router';
import { unknownApplication } from '../../../../../../lib/unknown-application';

/** Spec dokumente-formulare.md §2: the wealth-concept advisor questionnaire (query bmOptChosen, antragsdatenId). Maklerwerk has no such application: /role-forbidden (§8). */
export const Route = createFileRoute('/beratung/vv/advisor-fragebogen/wealthkonzept/wk_advisor_fragebogen/fragebogen')({
  beforeLoad: unknownApplication,
});
