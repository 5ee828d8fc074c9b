import { aenderungslogTypen, canSeeChangeLog, canSeeOfficeChangeLog } from '@maklerwerk/domain';
import { Alert, Box } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { coercedInt, oneOf, type SearchOutput, searchSchema } from '../../lib/search-schema';
import { useSession } from '../../lib/session';
import type { AenderungslogSource } from '../../shared/aenderungslog/aenderungslog.queries';
import { AenderungslogNoAccess, AenderungslogView } from '../../shared/aenderungslog/aenderungslog-view';
import { useLeaveAenderungslog } from '../../shared/aenderungslog/use-leave-aenderungslog';

const id = coercedInt({ min: 1 });

/**
 * Spec 2.5: `typ` with `id` (vers), `personId` (person) or `versUebertragId` (every other type);
 * without a type the office-wide log (internal staff only).
 */
const aenderungslogSearch = searchSchema({
  typ: oneOf(aenderungslogTypen),
  id,
  personId: id,
  versUebertragId: id,
});
type Search = SearchOutput<typeof aenderungslogSearch>;

export const Route = createFileRoute('/home/aenderungslog')({
  validateSearch: aenderungslogSearch,
  component: AenderungslogRoute,
});

function sourceOf(search: Search): AenderungslogSource | null {
  if (!search.typ) {
    return { typ: undefined };
  }
  const recordId =
    search.typ === 'vers' ? search.id : search.typ === 'person' ? search.personId : search.versUebertragId;
  return recordId === undefined ? null : { typ: search.typ, id: recordId };
}

function AenderungslogRoute() {
  const search = Route.useSearch();
  const { actor } = useSession();
  useDocumentTitle('Änderungslog – Maklerwerk');
  useLeaveAenderungslog('/home/aenderungslog');
  const source = sourceOf(search);
  const allowed = source?.typ === undefined ? canSeeOfficeChangeLog(actor) : canSeeChangeLog(actor);
  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      {source === null ? (
        <Alert color="yellow" title="Änderungslog">
          Zu diesem Typ fehlt die Angabe, welcher Datensatz gemeint ist.
        </Alert>
      ) : allowed ? (
        <AenderungslogView key={JSON.stringify(source)} source={source} />
      ) : (
        <AenderungslogNoAccess office={source.typ === undefined} />
      )}
    </Box>
  );
}
