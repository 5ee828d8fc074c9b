import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import {
  BetreuerOptionsSchema,
  CreateCustomerBodySchema,
  CustomerDuplicatesSchema,
  CustomerSchema,
  UpdateCustomerBodySchema,
} from '../kunde/kunde.schema';
import { CustomerListQuerySchema, CustomerListSchema } from '../kunde/kunde-list.schema';
import {
  CreatePersonBodySchema,
  PersonParamsSchema,
  PersonSchema,
  UpdatePersonBodySchema,
} from '../kunde/person.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Kunden'];
const params = z.object({ id: IdSchema });

export const kundeApi = {
  /** The customer list (issue 8); the same filter as a file: KUNDEN_EXPORT_PATH. */
  list: defineEndpoint({
    method: 'GET',
    path: '/customers',
    summary: 'Kunden (seitenweise, sortiert, durchsucht)',
    tags,
    query: CustomerListQuerySchema,
    response: CustomerListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/customers/:id',
    summary: 'Kunde',
    tags,
    params,
    response: CustomerSchema,
  }),
  /** Neuer Kunde: the server assigns the Kundennr; unconfirmed possible duplicates answer 422 (decision 0011). */
  create: defineEndpoint({
    method: 'POST',
    path: '/customers',
    summary: 'Neuer Kunde (Kundennummer vom Server; mögliche Dubletten müssen bestätigt werden)',
    tags,
    body: CreateCustomerBodySchema,
    response: CustomerSchema,
  }),
  duplicates: defineEndpoint({
    method: 'POST',
    path: '/customers/duplicates',
    summary: 'Mögliche Dubletten eines neuen Kunden (gleicher Name und Geburtsdatum oder gleiche E-Mail)',
    tags,
    body: CreateCustomerBodySchema,
    response: CustomerDuplicatesSchema,
  }),
  betreuer: defineEndpoint({
    method: 'GET',
    path: '/customers/betreuer',
    summary: 'Vermittler, die der Benutzer als Betreuer eines Kunden wählen darf',
    tags,
    response: BetreuerOptionsSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/customers/:id',
    summary: 'Stammdaten eines Kunden ändern',
    tags,
    params,
    body: UpdateCustomerBodySchema,
    response: CustomerSchema,
  }),
  persons: defineEndpoint({
    method: 'GET',
    path: '/customers/:id/persons',
    summary: 'Personen eines Kunden',
    tags,
    params,
    response: z.array(PersonSchema),
  }),
  createPerson: defineEndpoint({
    method: 'POST',
    path: '/customers/:id/persons',
    summary: 'Neue Person eines Kunden anlegen',
    tags,
    params,
    body: CreatePersonBodySchema,
    response: PersonSchema,
  }),
  updatePerson: defineEndpoint({
    method: 'PUT',
    path: '/customers/:id/persons/:personId',
    summary: 'Person eines Kunden ändern',
    tags,
    params: PersonParamsSchema,
    body: UpdatePersonBodySchema,
    response: PersonSchema,
  }),
  deletePerson: defineEndpoint({
    method: 'DELETE',
    path: '/customers/:id/persons/:personId',
    summary: 'Person eines Kunden löschen (nicht den Kunden selbst, nicht mit Vertrag verknüpft)',
    tags,
    params: PersonParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
};
