import type { VerifyResult } from '@maklerwerk/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VERIFY_INTRO, VerifyPage } from './verify-page';

type Answer = { status: number; body: unknown };

function stubUpload(answer: Answer) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const none = { documentName: null, signedAt: null, signers: [] };

async function upload() {
  renderWithProviders(<VerifyPage />);
  expect(screen.getByRole('heading', { name: 'Signatur prüfen' })).toBeTruthy();
  expect(screen.getByText(VERIFY_INTRO)).toBeTruthy();
  const check = screen.getByRole('button', { name: 'Prüfen' });
  expect(check.hasAttribute('disabled')).toBe(true);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.getAttribute('accept')).toBe('application/pdf,.pdf');
  const file = new File(['%PDF-1.7'], 'Vertrag signiert.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(await screen.findByText('Vertrag signiert.pdf')).toBeTruthy();
  expect(check.hasAttribute('disabled')).toBe(false);
  fireEvent.click(check);
  return file;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VerifyPage', () => {
  it('uploads the file and shows a valid signature with document, time and signers', async () => {
    const valid: VerifyResult = {
      signed: true,
      bySystem: true,
      unchanged: true,
      message: 'Die Datei wurde mit Maklerwerk unterschrieben und ist seitdem unverändert.',
      documentName: 'Beratungsprotokoll Hausrat',
      signedAt: '2025-03-01T13:05:00.000Z',
      signers: [
        { name: 'Erika Muster', role: 'Kunde', signedAt: '2025-03-01T12:00:00.000Z' },
        { name: 'Max Makler', role: 'Makler', signedAt: '2025-03-01T13:05:00.000Z' },
      ],
    };
    const fetchMock = stubUpload({ status: 200, body: valid });
    const file = await upload();

    expect(await screen.findByText(valid.message)).toBeTruthy();
    expect(screen.getByText('Signatur gültig')).toBeTruthy();
    expect(screen.getByText('Beratungsprotokoll Hausrat')).toBeTruthy();
    expect(screen.getByText('Signiert am')).toBeTruthy();
    expect(screen.getAllByText('01.03.2025 14:05')).toHaveLength(2);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Rolle', 'Unterschrieben am']);
    expect(within(table).getByText('Erika Muster')).toBeTruthy();
    expect(within(table).getByText('01.03.2025 13:00')).toBeTruthy();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/MSC3/restful/signatur/pruefen');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe(file.name);
  });

  it('shows an altered file in red, without details', async () => {
    const message = 'Achtung: Die Datei wurde nach der Unterschrift verändert. Die Signatur ist ungültig.';
    stubUpload({ status: 200, body: { signed: true, bySystem: true, unchanged: false, message, ...none } });
    await upload();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Datei verändert')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Signiert am')).toBeNull();
  });

  it('shows a file without signature as such', async () => {
    const message = 'Diese Datei enthält keine digitale Signatur.';
    stubUpload({ status: 200, body: { signed: false, bySystem: false, unchanged: false, message, ...none } });
    await upload();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Keine Signatur')).toBeTruthy();
  });

  it('shows the server’s message for a refused upload', async () => {
    const message = 'Die Datei ist zu groß (höchstens 50 MB).';
    stubUpload({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message } });
    await upload();
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
