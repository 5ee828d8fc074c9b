import { z } from 'zod';
import {
  BankverbindungParamsSchema,
  BankverbindungSchema,
  CreateBankverbindungBodySchema,
  UpdateBankverbindungBodySchema,
} from '../bankverbindung/bankverbindung.schema';
import { IdSchema } from '../common/id.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Kunden – Bankverbindungen'];
const params = z.object({ id: IdSchema });

/** Bank accounts of a customer (issue 8): the customer page, Neuer Kunde, and the contract's Bankverbindung. */
export const bankverbindungApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/customers/:id/bankverbindungen',
    summary: 'Bankverbindungen eines Kunden (die Standard-Bankverbindung zuerst)',
    tags,
    params,
    response: z.array(BankverbindungSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/customers/:id/bankverbindungen',
    summary: 'Neue Bankverbindung (die erste wird Standard)',
    tags,
    params,
    body: CreateBankverbindungBodySchema,
    response: BankverbindungSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/customers/:id/bankverbindungen/:bankverbindungId',
    summary: 'Bankverbindung ändern oder als Standard festlegen',
    tags,
    params: BankverbindungParamsSchema,
    body: UpdateBankverbindungBodySchema,
    response: BankverbindungSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/customers/:id/bankverbindungen/:bankverbindungId',
    summary: 'Bankverbindung löschen (war sie Standard, wird die älteste übrige Standard)',
    tags,
    params: BankverbindungParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
};
