import type { KommunikationList } from '@maklerwerk/domain';
import { api } from '../../test/lookups';
import type { Client } from '../../test/test-app';

// The requests of the postbox's route tests (kommunikation.routes.test.ts, kommunikation-kinds.routes.test.ts):
// each test file builds its own app and passes its logins in.

export const kommunikationList = (client: Client, id: number, query = '') =>
  client.inject({ method: 'GET', url: api(`/insurances/${id}/postfach${query}`) });
export const rows = async (client: Client, id: number, query = '') =>
  (await kommunikationList(client, id, query)).json<KommunikationList>();
