import { type FormularAntrag, hausratAntragDefinition } from '@maklerwerk/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { formularQueryOptions } from './formular.queries';
import { FormularPage } from './formular-page';

const ref = { formGroupPath: 'VERSICHERUNG', formPath: 'hausratAntrag', id: 2 };

const form = (over: Partial<FormularAntrag> = {}): FormularAntrag => ({
  id: 2,
  formGroupPath: 'VERSICHERUNG',
  formPath: 'hausratAntrag',
  antragTyp: 'ANTRAG',
  label: 'Hausrat-Antrag',
  definitionVersion: 1,
  definition: hausratAntragDefinition,
  answers: { name: 'Mustermann', wohnflaeche: '120' },
  warnings: {
    antragWarnings: { wohnflaeche: 'Die Wohnfläche weicht von den Angaben im Vertrag ab.' },
    positionWarnings: {},
  },
  data: { READ_ONLY: false, isSigniert: '0' },
  comboboxSelections: {},
  beratungsMappeData: { id: 2 },
  status: 'OFFEN',
  anlegerprofilStatus: null,
  canConfirm: false,
  kunde: { id: 4, name: 'Erika Mustermann' },
  vertrag: { id: 9, nummer: 'HR-55501' },
  dokument: null,
  finishedAt: null,
  canEdit: true,
  version: 1,
  ...over,
});

async function renderPage(data: FormularAntrag) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(formularQueryOptions(ref).queryKey, data);
  const rootRoute = createRootRoute({ component: () => <FormularPage formRef={ref} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  await screen.findByRole('heading', { level: 1, name: 'Hausrat-Antrag' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FormularPage', () => {
  it('shows the server warning on the untouched field', async () => {
    stubWrites({ status: 200, body: {} });
    await renderPage(form());
    const flaeche = screen.getByRole('textbox', { name: 'Wohnfläche (m²)' });
    expect(errorOf(flaeche)).toBe('Die Wohnfläche weicht von den Angaben im Vertrag ab.');
  });

  it('a stale save shows the message with a reload', async () => {
    const { writes } = stubWrites({
      status: 409,
      body: { code: 'STALE_VERSION', message: 'Der Eintrag wurde inzwischen von jemand anderem geändert.' },
    });
    await renderPage(form());
    fireEvent.change(screen.getByRole('textbox', { name: 'Ort' }), { target: { value: 'Köln' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Der Eintrag wurde inzwischen von jemand anderem geändert.');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
    const body = JSON.parse(String(writes()[0]?.[1]?.body));
    expect(body).toMatchObject({ version: 1, answers: { ort: 'Köln', wohnflaeche: '120' } });
  });

  it('a finished form is read-only with its PDF link and no buttons', async () => {
    stubWrites({ status: 200, body: {} });
    await renderPage(
      form({
        status: 'ANTRAG_ORDNUNG',
        data: { READ_ONLY: true, isSigniert: '0' },
        canEdit: false,
        dokument: { id: 5, nodeId: 'VERTRAGSUNTERLAGEN', fileId: 8 },
        finishedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    expect(screen.getByText('in Ordnung')).toBeTruthy();
    expect(screen.getByRole('link', { name: /PDF öffnen/ }).getAttribute('href')).toContain('idFile=8');
    expect((screen.getByRole('textbox', { name: 'Ort' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Abschließen' })).toBeNull());
  });

  it('an unconfirmed investor profile shows its pill and confirms through its PDF (docInfo)', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    await renderPage(
      form({
        label: 'Hausrat-Antrag',
        antragTyp: 'ANLEGERPROFIL',
        status: 'ANTRAG_ORDNUNG',
        anlegerprofilStatus: 'BESTATIGT_PENDING',
        canConfirm: true,
        data: { READ_ONLY: true, isSigniert: '0' },
        canEdit: false,
        vertrag: null,
        dokument: { id: 5, nodeId: 'BERATUNG', fileId: 8 },
        finishedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    expect(screen.getByText('unbestätigt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anlegerprofil bestätigen' }));
    await waitFor(() => expect(writes().length).toBe(1));
    expect(String(writes()[0]?.[0])).toContain('confirmAnlegerprofil?docInfo=BERATUNG&docInfo=5');
  });

  it('a confirmed investor profile offers the second check to whom the server allows it', async () => {
    const { writes } = stubWrites({ status: 200, body: {} });
    await renderPage(
      form({
        antragTyp: 'ANLEGERPROFIL',
        status: 'ANTRAG_ORDNUNG',
        anlegerprofilStatus: 'BESTATIGT',
        canConfirm: true,
        data: { READ_ONLY: true, isSigniert: '0' },
        canEdit: false,
        vertrag: null,
        dokument: { id: 5, nodeId: 'BERATUNG', fileId: 8 },
        finishedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    expect(screen.getByText('bestätigt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anlegerprofil bestätigen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zweitprüfung bestätigen' }));
    await waitFor(() => expect(writes().length).toBe(1));
    expect(String(writes()[0]?.[0])).toContain('confirmAnlegerprofil?docInfo=BERATUNG&docInfo=5');
  });
});
