import { type SQL, sql } from 'drizzle-orm';
import { contracts, customers } from '../../db/schema';
import type { OneWordSearch, OneWordSearchParts } from '../../repositories/keyset-page';
import { sharedPlanValue } from '../../repositories/search-text';

/**
 * The contract list searched for one word and sorted by customer (the list's default), through
 * the customers (docs/decisions/0035). A contract's search text is its own part (policy number,
 * plate, company, Sparte) and its customer's part, joined by spaces; a search word holds no space,
 * so the matches are the contracts of the customers whose part holds the word and the contracts
 * whose own part does (without those of the matched customers, so none is counted twice). A common
 * name matches about 1 300 of 20 000 customers instead of 6 300 of 100 000 contracts: the page
 * walks the matched customers in name order and stops after the page's contracts, the count adds
 * up their stored numbers of contracts (`everyContract`: the scope holds all contracts) or their
 * contracts in the scope from the index (customer_id, id) INCLUDE (broker_id). Each part stops
 * counting beyond the cap; the list then reads the page the common way (keyset-page.ts), so a page
 * is never taken from a cut-off part.
 */
export function contractsThroughCustomer(everyContract: boolean): OneWordSearch {
  return { sorts: ['kunde'], statement: (parts) => statement(parts, everyContract) };
}

function statement(
  { pattern, scope, descending, limit, offset, reach, cap }: OneWordSearchParts,
  everyContract: boolean,
): SQL {
  const dir = sql.raw(descending ? 'DESC' : 'ASC');
  const inScope = scope ?? sql`true`;
  const word = sharedPlanValue(pattern);
  // The scope's conditions name "contracts", so each subquery reads the table under that name.
  const throughCustomers = everyContract
    ? sql`(SELECT coalesce(sum(anzahl), 0) FROM matched)`
    : sql`(SELECT count(*) FROM (SELECT 1 FROM matched JOIN ${contracts} ON ${contracts.customerId} = matched.id
          WHERE ${inScope} LIMIT ${cap}) AS capped)`;
  return sql`WITH matched AS MATERIALIZED (
      SELECT ${customers.id} AS id, ${customers.nameSort} AS name_sort, ${customers.anzahlVertraege} AS anzahl
      FROM ${customers} WHERE ${customers.contractSearchPart} LIKE ${word}),
    own AS MATERIALIZED (
      SELECT ${contracts.id} AS id, ${contracts.customerNameSort} AS k0, ${contracts.customerId} AS k1
      FROM ${contracts}
      WHERE ${contracts.ownSearchText} LIKE ${word} AND ${inScope}
        AND ${contracts.customerId} NOT IN (SELECT id FROM matched)
      LIMIT ${cap})
    SELECT id, k0, k1, NULL AS k2, ${throughCustomers} + (SELECT count(*) FROM own) AS n
    FROM ((SELECT ${contracts.id} AS id, m.name_sort AS k0, m.id AS k1
             FROM (SELECT id, name_sort FROM matched ORDER BY name_sort ${dir}, id ${dir}) AS m
             CROSS JOIN LATERAL (SELECT ${contracts.id} FROM ${contracts}
               WHERE ${contracts.customerId} = m.id AND ${inScope} ORDER BY ${contracts.id} ${dir}) AS ${contracts}
             ORDER BY m.name_sort ${dir}, m.id ${dir}, ${contracts.id} ${dir} LIMIT ${reach})
          UNION ALL
          (SELECT id, k0, k1 FROM own ORDER BY k0 ${dir}, k1 ${dir}, id ${dir} LIMIT ${reach})) AS found
    ORDER BY k0 ${dir}, k1 ${dir}, id ${dir} LIMIT ${limit} OFFSET ${offset}`;
}
