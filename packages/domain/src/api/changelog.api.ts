import { z } from 'zod';
import { ChangeLogEntrySchema, ChangeLogQuerySchema, ChangeLogVerifySchema } from '../changelog/changelog.schema';
import { defineEndpoint } from './endpoint';

const tags = ['Änderungslog'];

export const changeLogApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/changelog',
    summary: 'Änderungslog eines Datensatzes',
    tags,
    query: ChangeLogQuerySchema,
    response: z.array(ChangeLogEntrySchema),
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/changelog/verify',
    summary: 'Prüft die Hash-Kette des Änderungslogs (nur Innendienst)',
    tags,
    response: ChangeLogVerifySchema,
  }),
};
