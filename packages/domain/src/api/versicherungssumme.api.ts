import {
  SaveVersicherungssummeBodySchema,
  VersicherungssummenSchema,
  VersicherungssummeParamsSchema,
  VersicherungssummeRowSchema,
} from '../versicherungssumme/versicherungssumme.schema';
import { ContractIdParamsSchema as params } from '../vertrag/vertrag.schema';
import { DeletedSchema } from '../vertragsperson/vertragsperson.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Versicherung – Versicherungssummen'];

/** Sums insured of a contract (spec termine-courtage-aenderungslog.md §2.2, §3.6, §7.2). */
export const versicherungssummeApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/versicherungssummen',
    summary: 'Versicherungssummen (Makler- oder Vermittlervariante, nach dem Benutzer)',
    tags,
    params,
    response: VersicherungssummenSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/insurances/:id/versicherungssummen',
    summary: 'Versicherungssumme anlegen oder ändern',
    tags,
    params,
    body: SaveVersicherungssummeBodySchema,
    response: VersicherungssummeRowSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/insurances/:id/versicherungssummen/:summeId',
    summary: 'Versicherungssumme löschen',
    tags,
    params: VersicherungssummeParamsSchema,
    response: DeletedSchema,
  }),
};
