import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { KalenderPage, type KalenderPlace } from '../../features/termin/kalender-page';
import { kalenderViews } from '../../features/termin/kalender-views';
import { oneOf, searchSchema, text } from '../../lib/search-schema';

const search = searchSchema({
  view: oneOf(kalenderViews),
  date: text({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
});

/**
 * The calendar (issue 13 §8): view and shown day in the address, so a reload keeps the place. The page
 * (with FullCalendar) is split off into its own chunk by the router plugin's autoCodeSplitting.
 */
export const Route = createFileRoute('/communication/kalender')({
  validateSearch: search,
  component: KalenderRoute,
});

function KalenderRoute() {
  const { view, date } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPlaceChange = useCallback(
    (place: KalenderPlace) => void navigate({ search: place, replace: true }),
    [navigate],
  );
  return <KalenderPage view={view} date={date} onPlaceChange={onPlaceChange} />;
}
