import { ABSENDER_NICHT_BESTAETIGT, type UnassignedMail } from '@maklerwerk/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { unassignedQueryOptions } from './kommunikation.queries';
import { UnassignedMails } from './unassigned-mails';

const mail = (over: Partial<UnassignedMail> = {}): UnassignedMail => ({
  commId: 1,
  subject: 'Frage',
  date: '2025-03-14T09:00:00.000Z',
  from: 'Erika Mustermann <erika.mustermann@example.com>',
  kunde: { id: 7, name: 'Erika Mustermann', kundennr: '100001' },
  hasAttachment: false,
  absenderNichtBestaetigt: false,
  ...over,
});

describe('E-Mails ohne Vertrag', () => {
  it(`marks a mail whose sender was not confirmed with „${ABSENDER_NICHT_BESTAETIGT}“, and only that one`, async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(unassignedQueryOptions(0).queryKey, {
      items: [
        mail(),
        mail({ commId: 2, subject: 'KF-4711-0815 bitte IBAN ändern', kunde: null, absenderNichtBestaetigt: true }),
      ],
      total: 2,
      offset: 0,
      limit: 30,
      canAssign: true,
    });
    const rootRoute = createRootRoute({ component: UnassignedMails });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    renderWithProviders(<RouterProvider router={router} />, queryClient);
    await router.load();
    const forged = (await screen.findByRole('link', { name: /bitte IBAN ändern/ })).closest('tr') as HTMLElement;
    expect(within(forged).getByText('Absender nicht bestätigt')).toBeTruthy();
    const own = screen.getByRole('link', { name: 'Frage' }).closest('tr') as HTMLElement;
    expect(within(own).queryByText('Absender nicht bestätigt')).toBeNull();
    expect(screen.getAllByText('Absender nicht bestätigt')).toHaveLength(1);
  });
});
