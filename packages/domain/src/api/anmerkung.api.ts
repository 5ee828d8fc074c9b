import {
  NoteDeletedSchema,
  NoteListQuerySchema,
  NoteListSchema,
  NoteParamsSchema,
  NoteSchema,
  SaveNoteBodySchema,
} from '../anmerkung/anmerkung.schema';
import { ContractIdParamsSchema } from '../vertrag/vertrag.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Anmerkungen'];

/** Notes of a contract (spec vertrag-details.md 2.7, 3, 4, 5, 6, 7; issue 9). */
export const anmerkungApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurances/:id/anmerkungen',
    summary: 'Anmerkungen eines Vertrags, die der Nutzer sehen darf (neueste zuerst)',
    tags,
    params: ContractIdParamsSchema,
    query: NoteListQuerySchema,
    response: NoteListSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/anmerkungen',
    summary: 'Anmerkung anlegen oder ändern (Anmerkung plus owner)',
    tags,
    body: SaveNoteBodySchema,
    response: NoteSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/anmerkungen/:noteId',
    summary: 'Anmerkung löschen (bleibt mit Wer und Wann erhalten)',
    tags,
    params: NoteParamsSchema,
    response: NoteDeletedSchema,
  }),
};
