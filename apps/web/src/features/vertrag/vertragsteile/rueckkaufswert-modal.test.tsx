import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RueckkaufswertModal } from './rueckkaufswert-modal';

/** Every write answers `answer`; nothing else is asked. */
function stubApi(answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { writes: () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST') };
}

const wert = { id: 5, jahr: 2027, betrag: 1_234_567, version: 2 };

function renderModal(opened = { wert: null as typeof wert | null }) {
  const onClose = vi.fn();
  renderWithProviders(<RueckkaufswertModal contractId={42} wert={opened.wert} opened onClose={onClose} />);
  return { onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'Rückkaufswert' });
const field = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('textbox', { name: label, hidden: true }) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const save = (scope: HTMLElement) =>
  fireEvent.click(within(scope).getByRole('button', { name: 'Speichern', hidden: true }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RueckkaufswertModal', () => {
  it('shows the required messages of the domain schema and sends nothing', async () => {
    const api = stubApi({ status: 200, body: wert });
    renderModal();
    const modal = await dialog();
    save(modal);
    expect(await within(modal).findByText('Jahr ist erforderlich!')).toBeTruthy();
    expect(within(modal).getByText('Betrag ist erforderlich!')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it.each([
    ['1900', 'Das Jahr sollte größer sein als 1900'],
    ['2100', 'Das Jahr sollte weniger als 2100 sein'],
  ])('refuses the year %s, resets the form to its opening values and keeps the message', async (jahr, message) => {
    const api = stubApi({ status: 200, body: wert });
    renderModal({ wert });
    const modal = await dialog();
    await waitFor(() => expect(field(modal, 'Jahr').value).toBe('2027'));
    type(field(modal, 'Jahr'), jahr);
    expect(field(modal, 'Jahr').value).toBe(jahr);
    save(modal);
    expect(await within(modal).findByText(message)).toBeTruthy();
    // Spec §5.2: an invalid save resets the form (to the values it was opened with).
    expect(field(modal, 'Jahr').value).toBe('2027');
    expect(api.writes()).toHaveLength(0);
  });

  it('sends a valid entry with its version and closes', async () => {
    const api = stubApi({ status: 200, body: wert });
    const { onClose } = renderModal({ wert });
    const modal = await dialog();
    await waitFor(() => expect(field(modal, 'Jahr').value).toBe('2027'));
    type(field(modal, 'Jahr'), '2028');
    save(modal);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(api.writes()[0]?.[1]?.body))).toEqual({
      id: 5,
      version: 2,
      jahr: 2028,
      betrag: 1_234_567,
    });
  });

  it("puts the server's duplicate-year message at the year", async () => {
    const message = 'Für dieses Jahr ist bereits ein Rückkaufswert erfasst.';
    stubApi({ status: 422, body: { code: 'UNPROCESSABLE', message, fieldErrors: { jahr: message } } });
    renderModal();
    const modal = await dialog();
    type(field(modal, 'Jahr'), '2030');
    type(field(modal, 'Betrag'), '100,00');
    save(modal);
    expect(await within(modal).findByText(message)).toBeTruthy();
    expect(field(modal, 'Jahr').value).toBe('2030');
  });
});
