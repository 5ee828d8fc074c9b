import { type DokumentRow, type FormularAntrag, hausratAntragDefinition, type RowAction } from '@maklerwerk/domain';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient } from '../../test/render';
import { theme } from '../../theme';
import { useDocumentActions } from './use-document-actions';

const action = (key: string): RowAction => ({
  key,
  icon: '',
  label: key,
  specificAction: key,
  sendData: [],
  confirmationTitle: null,
  confirmationMessage: null,
  showIfDeleted: false,
  additionalData: null,
});
const row = { id: 7, nodeId: 'VERTRAGSUNTERLAGEN', fileId: 70, bezeichnung: 'Police' } as DokumentRow;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** The hook with its modals on screen (the 'Fehler' dialog), run once with the given action. */
function RunOnce({ action: rowAction, target }: { action: RowAction; target: DokumentRow }) {
  const actions = useDocumentActions({ onNavigate: () => {} });
  return (
    <>
      <button type="button" onClick={() => actions.run(target, rowAction)}>
        ausführen
      </button>
      {actions.elements}
    </>
  );
}

function renderRunOnce(rowAction: RowAction, target: DokumentRow, client: QueryClient = createTestQueryClient()) {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RunOnce action={rowAction} target={target} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  act(() => screen.getByRole('button', { name: 'ausführen' }).click());
}

/** The confirm answer: the investor profile as the form page loads it. */
const confirmed: FormularAntrag = {
  id: 3,
  formGroupPath: 'ANLAGE',
  formPath: 'anlegerprofil',
  antragTyp: 'ANLEGERPROFIL',
  label: 'Anlegerprofil',
  definitionVersion: 1,
  definition: hausratAntragDefinition,
  answers: {},
  warnings: { antragWarnings: {}, positionWarnings: {} },
  data: { READ_ONLY: true, isSigniert: '0' },
  comboboxSelections: {},
  beratungsMappeData: { id: 3 },
  status: 'ANTRAG_ORDNUNG',
  anlegerprofilStatus: 'BESTATIGT',
  canConfirm: false,
  kunde: { id: 4, name: 'Erika Mustermann' },
  vertrag: null,
  dokument: { id: 12, nodeId: 'BERATUNG', fileId: 120 },
  finishedAt: '2026-10-14T09:00:00.000Z',
  canEdit: false,
  version: 4,
};
const profilRow = { id: 12, nodeId: 'BERATUNG', fileId: 120, bezeichnung: 'Anlegerprofil', kundeId: 4 } as DokumentRow;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useDocumentActions', () => {
  it('an unknown action key only logs a warning: no request, no navigation (spec §8)', () => {
    const { fetchMock } = stubWrites({ status: 200, body: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useDocumentActions({ onNavigate }), { wrapper });
    act(() => result.current.run(row, action('GIBT_ES_NICHT')));
    expect(warn).toHaveBeenCalledWith('Aktion noch nicht umgesetzt:', 'GIBT_ES_NICHT');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('versions and added files open their pages with the spec query (docInfo twice; nodeId and fileId)', () => {
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useDocumentActions({ onNavigate }), { wrapper });
    act(() => result.current.run(row, action('VERSIONEN')));
    act(() => result.current.run(row, action('DATEIEN_HINZUFUEGEN')));
    expect(onNavigate.mock.calls).toEqual([
      ['/communication/documents/aenderungshistorie?docInfo=VERTRAGSUNTERLAGEN&docInfo=7'],
      ['/communication/documents/zusaetzlichedokumente?nodeId=VERTRAGSUNTERLAGEN&fileId=70'],
    ]);
  });

  it('a release is sent as the action of the row, with its key', async () => {
    const { writes } = stubWrites({
      status: 200,
      body: { message: 'Das Dokument ist für den Kunden freigegeben.', warning: null },
    });
    const { result } = renderHook(() => useDocumentActions({ onNavigate: () => {} }), { wrapper });
    await act(async () => {
      result.current.run(row, action('FREIGABE_ERTEILEN'));
    });
    expect(JSON.parse(String(writes()[0]?.[1]?.body))).toEqual({
      action: 'FREIGABE_ERTEILEN',
      nodeId: 'VERTRAGSUNTERLAGEN',
      documentId: 7,
      sendData: [],
    });
  });

  it("'Formular öffnen' hands the form of the sendData and the row's customer to onOpenForm, without a request", () => {
    const { fetchMock } = stubWrites({ status: 200, body: {} });
    const onOpenForm = vi.fn();
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useDocumentActions({ onNavigate, onOpenForm }), { wrapper });
    const open = {
      ...action('ANTRAG_OEFFNEN'),
      sendData: [
        { key: 'antragTyp', value: 'ANLEGERPROFIL' },
        { key: 'formGroupPath', value: 'ANLAGE' },
        { key: 'formPath', value: 'anlegerprofil' },
        { key: 'antragsdatenId', value: '3' },
      ],
    };
    act(() => result.current.run(profilRow, open));
    expect(onOpenForm).toHaveBeenCalledWith({
      antragTyp: 'ANLEGERPROFIL',
      formGroupPath: 'ANLAGE',
      formPath: 'anlegerprofil',
      id: 3,
      customerId: 4,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("'Anlegerprofil bestätigen' posts confirmAnlegerprofil with docInfo and reloads the archive", async () => {
    const { writes } = stubWrites({ status: 200, body: confirmed });
    const client = createTestQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderRunOnce(action('ANLEGERPROFIL_BESTAETIGEN'), profilRow, client);
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(String(url)).toContain('/dokumentenarchiv/confirmAnlegerprofil?docInfo=BERATUNG&docInfo=12');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dokumente'] }));
  });

  it("a refused confirmation shows the server's message in the 'Fehler' dialog", async () => {
    stubWrites({
      status: 422,
      body: { code: 'UNPROCESSABLE', message: 'Die zweite Prüfung muss eine andere Person vornehmen.' },
    });
    renderRunOnce(action('ANLEGERPROFIL_BESTAETIGEN'), profilRow);
    expect(await screen.findByRole('dialog', { name: 'Fehler' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Die zweite Prüfung muss eine andere Person vornehmen.');
  });
});
