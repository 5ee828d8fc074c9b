import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import { CustomerSchema, UpdateCustomerAddressBodySchema } from '../kunde/kunde.schema';
import { CreatePersonBodySchema, PersonSchema } from '../kunde/person.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Kunden'];
const params = z.object({ id: IdSchema });

export const kundeApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/customers/:id',
    summary: 'Kunde',
    tags,
    params,
    response: CustomerSchema,
  }),
  updateAddress: defineEndpoint({
    method: 'PUT',
    path: '/customers/:id/address',
    summary: 'Anschrift eines Kunden ändern',
    tags,
    params,
    body: UpdateCustomerAddressBodySchema,
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
};
