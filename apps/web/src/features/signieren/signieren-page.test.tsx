import type { SigningSession } from '@maklerwerk/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SigningPage, WAITING_NOTICE } from './signieren-page';

// pdf.js does not render in happy-dom: the pages are one box with the layer of page 1.
vi.mock('../../components/pdf-pages/pdf-pages', async () => {
  const { useEffect } = await import('react');
  return {
    PdfPages: ({
      url,
      layer,
      onLoaded,
    }: {
      url: string;
      layer?: (page: number) => ReactNode;
      onLoaded?: (pageCount: number) => void;
    }) => {
      useEffect(() => onLoaded?.(1), [onLoaded]);
      return (
        <div data-testid="pdf-pages" data-url={url}>
          {layer?.(1)}
        </div>
      );
    },
    fractionBox: () => ({}),
  };
});

const token = 'A'.repeat(43);

const session = (over: Partial<SigningSession> = {}): SigningSession => ({
  state: 'OFFEN',
  documentName: 'Beratungsprotokoll Hausrat',
  signerName: 'Erika Muster',
  role: 'KUNDE',
  office: 'Ihr Maklerbüro',
  consentText: 'Ich bin damit einverstanden, dieses Dokument elektronisch zu unterschreiben.',
  fields: [{ page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.05 }],
  expiresAt: '2025-07-14T10:00:00.000Z',
  pageCount: 1,
  ...over,
});

type Answer = { status: number; body: unknown };

/** The session GET answers `read`; the sign and decline POSTs answer `write`. */
function stubApi(read: Answer, write: Answer = { status: 200, body: {} }) {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const answer = !init?.method || init.method === 'GET' ? read : write;
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { fetchMock, posts };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SigningPage', () => {
  it('shows only the server’s message for a link that expired (410)', async () => {
    const message = 'Dieser Link ist abgelaufen. Bitte wenden Sie sich an Ihr Maklerbüro.';
    stubApi({ status: 410, body: { code: 'GONE', message } });
    renderWithProviders(<SigningPage token={token} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unterschrift nicht möglich' })).toBeTruthy();
    expect(screen.queryByTestId('pdf-pages')).toBeNull();
    expect(screen.queryByText('Beratungsprotokoll Hausrat')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the header, the document with the marked field and the signing panel', async () => {
    stubApi({ status: 200, body: session() });
    renderWithProviders(<SigningPage token={token} />);
    expect(await screen.findByRole('heading', { name: 'Beratungsprotokoll Hausrat' })).toBeTruthy();
    expect(screen.getByText('für Erika Muster (Kunde)')).toBeTruthy();
    expect(screen.getByText('Unterschrift möglich bis zum 14.07.2025')).toBeTruthy();
    expect(screen.getByTestId('pdf-pages').getAttribute('data-url')).toBe(
      `/MSC3/restful/signieren/${token}/dokument.pdf`,
    );
    expect(within(screen.getByTestId('pdf-pages')).getByText('Hier unterschreiben')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zum Unterschriftsfeld' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Unterschriftsfeld zum Zeichnen' })).toBeTruthy();
  });

  it('enables Unterschreiben only with consent and a typed name, and posts the typed signature', async () => {
    const { posts } = stubApi(
      { status: 200, body: session() },
      { status: 200, body: { state: 'UNTERSCHRIEBEN', message: 'Vielen Dank! Ihre Unterschrift ist eingegangen.' } },
    );
    renderWithProviders(<SigningPage token={token} />);
    const submit = await screen.findByRole('button', { name: 'Unterschreiben' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Tippen' }));
    const name = screen.getByRole('textbox', { name: /Ihr Name/ }) as HTMLInputElement;
    expect(name.value).toBe('Erika Muster');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ich stimme zu' }));
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(name, { target: { value: ' Erika M. Muster ' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ich stimme zu' }));
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ich stimme zu' }));
    fireEvent.click(submit);

    expect(await screen.findByText('Vielen Dank! Ihre Unterschrift ist eingegangen.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dokument unterschrieben' })).toBeTruthy();
    expect(screen.queryByTestId('pdf-pages')).toBeNull();
    const [url, init] = posts()[0] ?? [];
    expect(url).toBe(`/MSC3/restful/signieren/${token}/unterschreiben`);
    expect(JSON.parse(String(init?.body))).toEqual({
      consent: true,
      signature: { kind: 'typed', name: 'Erika M. Muster' },
    });
  });

  it('shows a refusal of the signature in an alert and keeps the page', async () => {
    const message = 'Die Unterschrift ist kein Bild (PNG erwartet).';
    stubApi({ status: 200, body: session() }, { status: 422, body: { code: 'UNPROCESSABLE', message } });
    renderWithProviders(<SigningPage token={token} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Tippen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ich stimme zu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unterschreiben' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByTestId('pdf-pages')).toBeTruthy();
  });

  it('declines only with a reason, posts it and shows the answer', async () => {
    const { posts } = stubApi(
      { status: 200, body: session() },
      {
        status: 200,
        body: { state: 'ABGELEHNT', message: 'Sie haben die Unterschrift abgelehnt. Ihr Maklerbüro wird informiert.' },
      },
    );
    renderWithProviders(<SigningPage token={token} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unterschrift ablehnen' });
    const reason = within(dialog).getByRole('textbox', { name: /Grund/ });
    expect(reason.getAttribute('maxlength')).toBe('1000');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Grund an.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Die Adresse ist falsch.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(
      await screen.findByText('Sie haben die Unterschrift abgelehnt. Ihr Maklerbüro wird informiert.'),
    ).toBeTruthy();
    const [url, init] = posts()[0] ?? [];
    expect(url).toBe(`/MSC3/restful/signieren/${token}/ablehnen`);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Die Adresse ist falsch.' });
  });

  it('shows a waiting signer the notice and the document, without sign controls', async () => {
    stubApi({ status: 200, body: session({ state: 'WARTET' }) });
    renderWithProviders(<SigningPage token={token} />);
    expect(await screen.findByText(WAITING_NOTICE)).toBeTruthy();
    expect(screen.getByTestId('pdf-pages')).toBeTruthy();
    expect(screen.queryByText('Hier unterschreiben')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unterschreiben' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ablehnen' })).toBeNull();
  });
});
