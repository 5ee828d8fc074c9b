import { COURTAGE_MESSAGES, type Verteilung, type Verteilungszeile } from '@maklerwerk/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../test/fetch';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { verteilungQueryOptions } from './courtage.queries';
import { LOOKUP_DEBOUNCE_MS, VerteilungModal } from './verteilung-modal';

const contractId = 42;
const buchungsnr = 5001;

const verteilung: Verteilung = {
  buchungsnr,
  title: 'Buchungsnr 5001 - Verteilung der Abrechnung auf die Struktur',
  lines: [
    {
      lfdNr: 1,
      maklernr: '10001',
      name: 'Max Makler',
      provSatz: 60,
      betrag: 18_000,
      prozentsatz: 60,
      mwstProzent: 0,
      mwst: 0,
      stornoReserveProzent: 5,
      stornoReserve: 900,
      versicherungseinbehalt: 0,
      buchungId: buchungsnr,
      vertragId: contractId,
    },
  ],
  sums: { betrag: 18_000, mwst: 0, stornoReserve: 900, provSatz: 60 },
  editable: true,
};

const brokers: Record<string, { maklernr: string; fullName: string }> = {
  '10002': { maklernr: '10002', fullName: 'Udo Unter' },
  '10009': { maklernr: '', fullName: '' },
};

/** The lookup answers from `brokers` (404 for others), writes answer the distribution, other reads never. */
function stubApi() {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') {
      if (url.includes('/vermittler/lookup')) {
        const nr = new URL(url, 'http://localhost').searchParams.get('maklernr') ?? '';
        const found = brokers[nr];
        return Promise.resolve(
          found
            ? new Response(JSON.stringify(found), { status: 200 })
            : new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Nicht gefunden.' }), { status: 404 }),
        );
      }
      return new Promise<Response>(() => {});
    }
    return Promise.resolve(new Response(JSON.stringify(verteilung), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const lookups = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/vermittler/lookup'));
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
  return { lookups, writes };
}

function renderModal(onClose = vi.fn(), line: Verteilungszeile | null = null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(verteilungQueryOptions(contractId, buchungsnr).queryKey, verteilung);
  renderWithProviders(
    <VerteilungModal contractId={contractId} buchungsnr={buchungsnr} line={line} opened onClose={onClose} />,
    queryClient,
  );
  return onClose;
}

const maklernrInput = () => screen.getByRole('textbox', { name: /Vermittlernummer/ }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('VerteilungModal', () => {
  it("is titled 'Verteilung auf die Struktur' with Abbrechen and Speichern; Speichern waits for a valid form", async () => {
    stubApi();
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Verteilung auf die Struktur' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('looks the broker up only at exactly 5 characters (not at 4), debounced, and shows the name', async () => {
    const { lookups } = stubApi();
    renderModal();
    fireEvent.change(maklernrInput(), { target: { value: '1000' } });
    await pause(LOOKUP_DEBOUNCE_MS + 150);
    expect(lookups()).toHaveLength(0);
    fireEvent.change(maklernrInput(), { target: { value: '10002' } });
    expect(lookups()).toHaveLength(0);
    await waitFor(() => expect(lookups()).toHaveLength(1));
    expect(lookups()[0]).toBe('/MSC3/restful/vermittler/lookup?maklernr=10002');
    expect(await screen.findByText('Udo Unter')).toBeTruthy();
    expect(errorOf(maklernrInput())).toBeNull();
  });

  it('marks an unknown number (failed lookup) with the message and disables Speichern', async () => {
    stubApi();
    renderModal();
    fireEvent.change(screen.getByRole('textbox', { name: /Courtagesatz/ }), { target: { value: '20' } });
    fireEvent.change(maklernrInput(), { target: { value: '99999' } });
    await waitFor(() => expect(errorOf(maklernrInput())).toBe(COURTAGE_MESSAGES.maklernrUnknown));
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByText('Udo Unter')).toBeNull();
  });

  it('marks an empty lookup answer as unknown too', async () => {
    stubApi();
    renderModal();
    fireEvent.change(maklernrInput(), { target: { value: '10009' } });
    await waitFor(() => expect(errorOf(maklernrInput())).toBe(COURTAGE_MESSAGES.maklernrUnknown));
    expect(saveButton().disabled).toBe(true);
  });

  it('shows the required messages when the fields are left empty', async () => {
    stubApi();
    renderModal();
    fireEvent.blur(maklernrInput());
    await waitFor(() => expect(errorOf(maklernrInput())).toBe('Vermittlernummer ist erforderlich!'));
    const satz = screen.getByRole('textbox', { name: /Courtagesatz/ });
    fireEvent.blur(satz);
    await waitFor(() => expect(errorOf(satz)).toBe('Courtagesatz ist erforderlich!'));
    const position = screen.getByRole('combobox', { name: /Position/ });
    fireEvent.blur(position);
    await waitFor(() => expect(errorOf(position)).toBe('Lfd. Nummer ist erforderlich!'));
    expect(saveButton().disabled).toBe(true);
  });

  it('saves a new line after the chosen position with the found broker, then closes', async () => {
    const { writes } = stubApi();
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('combobox', { name: /Position/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Nach Lfd. Nr. 1/, hidden: true }));
    fireEvent.change(maklernrInput(), { target: { value: '10002' } });
    await screen.findByText('Udo Unter');
    fireEvent.change(screen.getByRole('textbox', { name: /Courtagesatz/ }), { target: { value: '20' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(url).toBe('/MSC3/restful/abrechnungen/5001/verteilung');
    expect(JSON.parse(String(init?.body))).toEqual({
      previousLfdNr: 1,
      maklernr: '10002',
      provSatz: 20,
      mwstProzent: 0,
      stornoReserveProzent: 0,
      versicherungseinbehalt: 0,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  describe('an existing line keeps the stored values of every field the user leaves alone (issue 36)', () => {
    /** 33,3333 % of 1.000,00 €: 333,33 €, MwSt 19 % (63,33 €), Stornoreserve 7,3333 % (24,44 €). */
    const third: Verteilungszeile = {
      ...(verteilung.lines[0] as Verteilungszeile),
      lfdNr: 2,
      maklernr: '10002',
      name: 'Udo Unter',
      provSatz: 33.3333,
      betrag: 33_333,
      prozentsatz: 33.3333,
      mwstProzent: 19,
      mwst: 6_333,
      stornoReserveProzent: 7.3333,
      stornoReserve: 2_444,
      versicherungseinbehalt: 150,
    };

    const saveUnchanged = async (line: Verteilungszeile) => {
      const { writes } = stubApi();
      const onClose = renderModal(vi.fn(), line);
      await screen.findByText(line.name);
      await waitFor(() => expect(saveButton().disabled).toBe(false));
      fireEvent.click(saveButton());
      await waitFor(() => expect(writes()).toHaveLength(1));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      return JSON.parse(String(writes()[0]?.[1]?.body));
    };

    it('shows 33,3333 % and its stored MwSt and Stornoreserve percentages', async () => {
      stubApi();
      renderModal(vi.fn(), third);
      const satz = screen.getByRole('textbox', { name: /Courtagesatz/ }) as HTMLInputElement;
      expect(satz.value).toBe('33,3333 %');
      expect((screen.getByRole('textbox', { name: /MwSt/ }) as HTMLInputElement).value).toBe('19 %');
      expect((screen.getByRole('textbox', { name: /Stornoreserve/ }) as HTMLInputElement).value).toBe('7,3333 %');
    });

    it('sends the unchanged rate and percentages when saved without changes', async () => {
      expect(await saveUnchanged(third)).toEqual({
        lfdNr: 2,
        previousLfdNr: 1,
        maklernr: '10002',
        provSatz: 33.3333,
        mwstProzent: 19,
        stornoReserveProzent: 7.3333,
        versicherungseinbehalt: 150,
      });
    });

    it('a 50,03 € line with 19 % MwSt (9,51 €) is sent back with 19 %, not 19,01 %', async () => {
      const odd: Verteilungszeile = {
        ...third,
        provSatz: 100,
        betrag: 5_003,
        prozentsatz: 100,
        mwstProzent: 19,
        mwst: 951,
        stornoReserveProzent: 0,
        stornoReserve: 0,
        versicherungseinbehalt: 0,
      };
      expect(await saveUnchanged(odd)).toMatchObject({ provSatz: 100, mwstProzent: 19, stornoReserveProzent: 0 });
    });

    it('changing only the rate leaves the MwSt and Stornoreserve percentages as stored', async () => {
      const { writes } = stubApi();
      renderModal(vi.fn(), third);
      await screen.findByText(third.name);
      fireEvent.change(screen.getByRole('textbox', { name: /Courtagesatz/ }), { target: { value: '25,5' } });
      await waitFor(() => expect(saveButton().disabled).toBe(false));
      fireEvent.click(saveButton());
      await waitFor(() => expect(writes()).toHaveLength(1));
      expect(JSON.parse(String(writes()[0]?.[1]?.body))).toMatchObject({
        provSatz: 25.5,
        mwstProzent: 19,
        stornoReserveProzent: 7.3333,
      });
    });
  });
});
