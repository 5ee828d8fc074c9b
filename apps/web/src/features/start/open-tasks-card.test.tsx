import type { StartAufgabe, StartPage } from '@maklerwerk/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OpenTasksCard } from './open-tasks-card';

const item = (over: Partial<StartAufgabe> = {}): StartAufgabe => ({
  sid: 7,
  art: 'AUFGABE',
  label: 'HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen',
  begin: '10.03.2025 23:59',
  overdue: true,
  bereichDisplay: 'HUK-COBURG KF-4711-0815',
  contractId: 42,
  isRepeating: false,
  ...over,
});

async function renderCard(aufgaben: StartPage['aufgaben'] | undefined) {
  const rootRoute = createRootRoute({ component: () => <OpenTasksCard aufgaben={aufgaben} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Offene Aufgaben' });
}

describe('OpenTasksCard', () => {
  it("says 'Keine offenen Aufgaben.' when there are none", async () => {
    await renderCard({ count: { total: 0, capped: false }, items: [] });
    expect(screen.getByText('Keine offenen Aufgaben.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kalender öffnen' }).getAttribute('href')).toBe('/communication/kalender');
  });

  it('lists the tasks with their due time, the count, an overdue badge and the contract link', async () => {
    await renderCard({
      count: { total: 12, capped: false },
      items: [
        item(),
        item({
          sid: 8,
          art: 'TERMIN',
          label: 'Teambesprechung',
          begin: '17.03.2025 09:00',
          overdue: false,
          bereichDisplay: null,
          contractId: null,
          isRepeating: true,
        }),
      ],
    });
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'HUK-COBURG KF-4711-0815 Schadenfreiheitsrabatt prüfen' })).toBeTruthy();
    expect(screen.getByText('10.03.2025 23:59')).toBeTruthy();
    expect(screen.getAllByText('überfällig')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'HUK-COBURG KF-4711-0815' }).getAttribute('href')).toBe(
      '/home/versicherungen/insurance-group/details/42',
    );
    expect(screen.getByRole('button', { name: 'Teambesprechung' })).toBeTruthy();
    expect(screen.getByText('17.03.2025 09:00')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Wiederholt sich' })).toBeTruthy();
  });
});
