import { StartPageSchema } from '../start/start.schema';
import { defineEndpoint } from './endpoint';

/** The start page /home (issue 8): counts, renewals and recently opened records in one request. */
export const startApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/start',
    summary: 'Startseite: Kennzahlen, anstehende Hauptfälligkeiten, zuletzt geöffnet',
    tags: ['Start'],
    response: StartPageSchema,
  }),
};
