import type { DamageReportList } from '@maklerwerk/domain';
import { api, contractIds } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/** The demo's logins and the contracts with damage reports (issue 9), for the route tests. */
export type ClaimsFixture = {
  t: TestApp;
  makler: Client;
  kunde: Client;
  vermittler: Client;
  lesend: Client;
  intern: Client;
  kfId: number;
  phId: number;
  wgId: number;
  /** The id of a demo report by its Schadennr. (first page of each contract). */
  id: (schadennr: string) => number;
  /** The Schadennr. of the demo reports, first page of each contract. */
  numbers: () => string[];
};

export async function openClaimsFixture(): Promise<ClaimsFixture> {
  const t = await createTestApp();
  const [makler, kunde, vermittler, lesend, intern] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'vermittler'),
    loginAs(t.app, 'lesend'),
    loginAs(t.app, 'intern'),
  ]);
  const [kfId, phId, wgId] = await contractIds(intern, ['KF-4711-0815', 'PH-1000200', 'WG-2020-4711'] as const);
  const ids = new Map<string, number>();
  for (const contractId of [kfId, phId, wgId]) {
    const page = await intern.inject({ method: 'GET', url: api(`/insurances/${contractId}/schadensmeldungen`) });
    for (const row of page.json<DamageReportList>().items) {
      ids.set(row.schadennr, row.schadenId);
    }
  }
  const id = (schadennr: string) => {
    const found = ids.get(schadennr);
    if (found === undefined) {
      throw new Error(`no report ${schadennr}`);
    }
    return found;
  };
  return { t, makler, kunde, vermittler, lesend, intern, kfId, phId, wgId, id, numbers: () => [...ids.keys()] };
}
