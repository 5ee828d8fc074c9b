import type { ContractListItem, Kandidat, TerminDraft } from '@maklerwerk/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { ArchivePickerPage } from './archive-picker-page';
import { ContractPickerPage } from './contract-picker-page';
import { contractPickQueryOptions, kandidatenQueryOptions, terminAuswahlKeys } from './picker.queries';
import { NO_DRAFT_HINT } from './picker-frame';
import { PickerPage } from './picker-page';

// The archive itself is tested with the archive: here it only hands back the marked files.
vi.mock('../../shared/dokumentenarchiv/dokumentenarchiv', () => ({
  DocumentArchive: ({ onPick }: { onPick: (files: { fileId: number; name: string; size: number }[]) => void }) => (
    <button type="button" onClick={() => onPick([{ fileId: 70, name: 'Antrag.pdf', size: 100 }])}>
      Als Anhang übernehmen
    </button>
  ),
}));

const back = '/communication/appointment?draft=1';

const kandidat = (id: number, name: string): Kandidat => ({
  key: `customer:${id}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.de`,
  detail: `Kundennr. K-${id}`,
  userId: null,
  customerId: id,
  personId: id + 100,
  brokerId: null,
});

const existing = {
  userId: 1,
  customerId: null,
  personId: null,
  brokerId: null,
  name: 'Max Makler',
  email: 'max@example.de',
};
const draft: TerminDraft = {
  back: '/communication/kalender',
  form: { label: 'Beratung', bereich: 'Termin' },
  picked: { participants: [existing], contract: null, archiveFiles: [] },
};

function setup(answer: { status: number; body: unknown }, stored: TerminDraft | null = draft) {
  const { writes } = stubWrites(answer);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(terminAuswahlKeys.draft(), { draft: stored });
  const onDone = vi.fn();
  return { writes, queryClient, onDone };
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('participant picker', () => {
  it('ticking two customers and Übernehmen appends both to the draft and returns to back', async () => {
    const { writes, queryClient, onDone } = setup({ status: 200, body: { ok: true } });
    queryClient.setQueryData(kandidatenQueryOptions('customer', '', 0).queryKey, {
      items: [kandidat(7, 'Erika Mustermann'), kandidat(8, 'Hans Meier'), kandidat(9, 'Otto Normal')],
      total: 3,
      offset: 0,
      limit: 25,
    });
    renderWithProviders(<PickerPage kind="customers" back={back} onDone={onDone} />, queryClient);

    expect(screen.getByRole('heading', { name: 'Kunden auswählen' })).toBeTruthy();
    expect(screen.getByText('Kundennr. K-7')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Erika Mustermann auswählen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hans Meier auswählen' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Übernehmen (2)' }));
    });

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(back));
    const [url, init] = writes()[0] ?? [];
    expect(String(url)).toContain('/calendarService/entwurf');
    expect(init?.method).toBe('PUT');
    const body = bodyOf(writes()[0]);
    expect(body.back).toBe(draft.back);
    expect(body.form).toEqual(draft.form);
    expect(body.picked.participants).toEqual([
      existing,
      {
        userId: null,
        customerId: 7,
        personId: 107,
        brokerId: null,
        name: 'Erika Mustermann',
        email: 'erika@example.de',
      },
      { userId: null, customerId: 8, personId: 108, brokerId: null, name: 'Hans Meier', email: 'hans@example.de' },
    ]);
  });

  it('an empty list says so; without a draft a hint warns and Übernehmen only returns', async () => {
    const { writes, queryClient, onDone } = setup({ status: 200, body: { ok: true } }, null);
    queryClient.setQueryData(kandidatenQueryOptions('broker', '', 0).queryKey, {
      items: [],
      total: 0,
      offset: 0,
      limit: 25,
    });
    renderWithProviders(<PickerPage kind="broker" back={back} onDone={onDone} />, queryClient);

    expect(screen.getByRole('heading', { name: 'Vermittler auswählen' })).toBeTruthy();
    expect(screen.getByText('Es wurden keine Einträge gefunden')).toBeTruthy();
    expect(screen.getByText(NO_DRAFT_HINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onDone).toHaveBeenCalledWith(back);
    expect(writes()).toHaveLength(0);
  });

  it('a failed save shows the server’s message and stays', async () => {
    const { queryClient, onDone } = setup({
      status: 400,
      body: { code: 'VALIDATION', message: 'Ungültiger Entwurf.' },
    });
    queryClient.setQueryData(kandidatenQueryOptions('contact', '', 0).queryKey, {
      items: [kandidat(7, 'Erika Mustermann')],
      total: 1,
      offset: 0,
      limit: 25,
    });
    renderWithProviders(<PickerPage kind="contact" back={back} onDone={onDone} />, queryClient);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Erika Mustermann auswählen' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Übernehmen (1)' }));
    });
    expect(await screen.findByText('Ungültiger Entwurf.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('contract picker', () => {
  it('one contract with a radio becomes draft.picked.contract as <Gesellschaft> <Versicherungsnummer>', async () => {
    const { writes, queryClient, onDone } = setup({ status: 200, body: { ok: true } });
    const contract = {
      id: 3,
      gesellschaft: { id: 1, name: 'HUK-COBURG' },
      sparte: { id: 2, name: 'Kfz', kategorieName: 'Kfz' },
      bezeichnung: 'Kfz-Haftpflicht',
      nummer: 'KF-4711-0815',
      status: 'AKTIV',
      kennzeichen: null,
      kunde: { id: 9, kundennr: 'K-9', name: 'Erika Mustermann' },
      praemieCents: null,
      zahlrhythm: null,
      beginn: null,
    } as unknown as ContractListItem;
    queryClient.setQueryData(contractPickQueryOptions('', 0).queryKey, {
      items: [contract],
      total: 1,
      totalCapped: false,
      offset: 0,
      limit: 25,
      nextCursor: null,
    });
    renderWithProviders(<ContractPickerPage back={back} onDone={onDone} />, queryClient);

    expect(screen.getByRole('heading', { name: 'Versicherung auswählen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'HUK-COBURG KF-4711-0815 auswählen' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Übernehmen (1)' }));
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(back));
    expect(bodyOf(writes()[0]).picked.contract).toEqual({ id: 3, display: 'HUK-COBURG KF-4711-0815' });
  });
});

describe('document archive for appointments', () => {
  it('a failed import shows the danger message and stays', async () => {
    const { writes, queryClient, onDone } = setup({ status: 500, body: { message: 'kaputt' } });
    renderWithProviders(<ArchivePickerPage back={back} onDone={onDone} />, queryClient);

    expect(screen.getByRole('heading', { name: 'Dokumente auswählen' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Als Anhang übernehmen' }));
    });
    expect(await screen.findByText('Beim importieren des Filters ist ein Fehler aufgetreten.')).toBeTruthy();
    expect(String(writes()[0]?.[0])).toContain('/documents/getTempFiles');
    expect(bodyOf(writes()[0])).toEqual([{ nodeId: 'EIGENE_DOKUMENTE', fileId: 70 }]);
    expect(writes()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('imported files land in draft.picked.archiveFiles, then it returns', async () => {
    const { queryClient, onDone } = setup({ status: 200, body: {} });
    // Answers by address: getTempFiles the copied file, the draft's PUT ok.
    const fetchMock = vi.fn((url: string, init?: RequestInit) =>
      !init?.method || init.method === 'GET'
        ? new Promise<Response>(() => {})
        : Promise.resolve(
            new Response(
              JSON.stringify(url.includes('getTempFiles') ? [{ id: 501, name: 'Antrag.pdf' }] : { ok: true }),
              { status: 200 },
            ),
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ArchivePickerPage back={back} onDone={onDone} />, queryClient);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Als Anhang übernehmen' }));
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(back));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put).picked.archiveFiles).toEqual([{ id: 501, name: 'Antrag.pdf' }]);
  });
});
