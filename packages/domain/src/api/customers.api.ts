import { z } from 'zod';
import { CustomerSchema, UpdateCustomerAddressBodySchema } from '../customers/customer.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Kunden'];
const params = z.object({ id: z.coerce.number().int().positive() });

export const customersApi = {
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
};
