import {
  type Actor,
  compactSearchText,
  isQuickSearchTerm,
  type QuickSearchQuery,
  type QuickSearchResult,
  quickSearchFindsContracts as searchesContracts,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import * as repo from './quicksearch.repository';

/**
 * Spec 002 §7.1 getQuickSearch: customers (`cusomers`, sic) and contracts by number or plate, each at
 * most QUICK_SEARCH_LIMIT, in the actor's data scope. Below 3 characters nothing is searched (§5.1):
 * the answer is empty, not an error, as the field simply has no hits yet.
 */
export async function quickSearch(db: Db, actor: Actor, query: QuickSearchQuery): Promise<QuickSearchResult> {
  const text = query.searchParam;
  if (!isQuickSearchTerm(text)) {
    return { cusomers: [], contracts: [] };
  }
  const compact = compactSearchText(text);
  const [customerRows, contractRows] = await Promise.all([
    repo.findCustomerHits(db, actor, text),
    searchesContracts(text) ? repo.findContractHits(db, actor, compact) : [],
  ]);
  return {
    cusomers: customerRows.map((r) => ({
      customerID: r.id,
      firstName: r.vorname,
      lastName: r.name,
      email: r.email,
      kundennr: r.kundennr,
      firma: r.firma,
      plz: r.plz,
      ort: r.ort,
    })),
    contracts: contractRows.map((r) => ({
      id: r.id,
      nummer: r.nummer,
      kennzeichen: r.kennzeichen,
      kunde: { id: r.kundeId, kundennr: r.kundennr, name: r.kundeName },
      gesellschaft: r.gesellschaft,
      sparte: r.sparte,
    })),
  };
}
