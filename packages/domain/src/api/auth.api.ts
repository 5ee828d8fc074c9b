import { z } from 'zod';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  MeSchema,
  SettingsBodySchema,
  ViewAsBodySchema,
  ViewAsTargetSchema,
} from '../auth/user.schema';
import { textInput } from '../common/text.schema';
import { defineEndpoint } from './endpoint';
import { OkSchema } from './ok.schema';

const tags = ['Anmeldung'];

export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Anmelden',
    tags,
    body: LoginBodySchema,
    response: MeSchema,
  }),
  logout: defineEndpoint({ method: 'POST', path: '/auth/logout', summary: 'Abmelden', tags, response: OkSchema }),
  me: defineEndpoint({ method: 'GET', path: '/auth/me', summary: 'Angemeldeter Benutzer', tags, response: MeSchema }),
  settings: defineEndpoint({
    method: 'PUT',
    path: '/auth/settings',
    summary: 'Eigene Einstellungen speichern (Einträge je Seite)',
    tags,
    body: SettingsBodySchema,
    response: MeSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/password',
    summary: 'Passwort ändern (beendet alle Sitzungen des Benutzers)',
    tags,
    body: ChangePasswordBodySchema,
    response: OkSchema,
  }),
  viewAsTargets: defineEndpoint({
    method: 'GET',
    path: '/auth/view-as/targets',
    summary: 'Benutzer, als die der angemeldete Benutzer ansehen darf',
    tags,
    query: z.object({ search: textInput().trim().max(100).optional() }),
    response: z.array(ViewAsTargetSchema),
  }),
  viewAs: defineEndpoint({
    method: 'POST',
    path: '/auth/view-as',
    summary: 'Als anderer Benutzer ansehen',
    tags,
    body: ViewAsBodySchema,
    response: MeSchema,
  }),
  endViewAs: defineEndpoint({
    method: 'POST',
    path: '/auth/view-as/end',
    summary: 'Zurück zum eigenen Benutzer',
    tags,
    response: MeSchema,
  }),
};
