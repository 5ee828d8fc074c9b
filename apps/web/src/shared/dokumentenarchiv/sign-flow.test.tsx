import type { DokumentRow, RowAction, SignActionResult, SignatureFile } from '@maklerwerk/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWrites } from '../../test/fetch';
import { createTestQueryClient } from '../../test/render';
import { theme } from '../../theme';
import { WebserviceWarningsBox } from './sign-flow-modals';
import { useDocumentActions } from './use-document-actions';

const sign: RowAction = {
  key: 'SIGNIEREN',
  icon: 'signature',
  label: 'e-Signatur',
  specificAction: 'SIGNIEREN',
  sendData: [{ key: 'quelle', value: 'archiv' }],
  confirmationTitle: null,
  confirmationMessage: null,
  showIfDeleted: false,
  additionalData: null,
};
const row = { id: 7, nodeId: 'VERTRAGSUNTERLAGEN', fileId: 70, bezeichnung: 'Antrag', vertragId: 3 } as DokumentRow;
const file = (over: Partial<SignatureFile> = {}): SignatureFile => ({
  url: '/communication/documents/signatur?docInfo=VERTRAGSUNTERLAGEN&docInfo=7',
  fileName: 'Antrag.pdf',
  signaturStatus: null,
  isPictureAttach: false,
  signoElement: { PARAMETER_DOK_ID: '7', PARAMETER_ANTRAGSNR_INTERN: 'KF-1', PARAMETER_ANTRAGSDATEN_PDF_ID: '70' },
  ...over,
});

function Harness({ onNavigate }: { onNavigate: (href: string) => void }) {
  const actions = useDocumentActions({ onNavigate });
  return (
    <>
      <button type="button" onClick={() => actions.run(row, sign)}>
        signieren
      </button>
      {actions.elements}
    </>
  );
}

async function runWith(answer: SignActionResult) {
  const { writes } = stubWrites({ status: 200, body: answer });
  const onNavigate = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={createTestQueryClient()}>
        <Harness onNavigate={onNavigate} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'signieren' }));
  });
  return { onNavigate, writes };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the signing flow of a row (spec §4)', () => {
  it('asks the sign action with the row’s node and file and the action’s sendData; one file with a url opens it', async () => {
    const { onNavigate, writes } = await runWith({ signatures: [file()], webserviceWarnings: [] });
    const [url, init] = writes()[0] ?? [];
    expect(String(url)).toContain('documentSignAction?docInfo=VERTRAGSUNTERLAGEN&docInfo=70');
    expect(JSON.parse(String(init?.body))).toEqual([{ key: 'quelle', value: 'archiv' }]);
    expect(onNavigate).toHaveBeenCalledWith('/communication/documents/signatur?docInfo=VERTRAGSUNTERLAGEN&docInfo=7');
  });

  it('no file: Keine Dokumente zur Unterschrift', async () => {
    await runWith({ signatures: [], webserviceWarnings: [] });
    expect(await screen.findByRole('dialog', { name: 'Keine Dokumente zur Unterschrift' })).toBeTruthy();
    expect(screen.getByText('Es liegen keine Dokumente zur Unterschrift bereit.')).toBeTruthy();
  });

  it('one file without a url: not suitable, with the download offered', async () => {
    await runWith({ signatures: [file({ url: null })], webserviceWarnings: [] });
    expect(await screen.findByRole('dialog', { name: 'Das Dokument ist nicht zur e-Signatur geeignet' })).toBeTruthy();
    expect(screen.getByText('Sie können jedoch das Dokument herunterladen.')).toBeTruthy();
  });

  it('one KOMPLETT file: Das Dokument wurde bereits eingereicht, shown as an error', async () => {
    const { onNavigate } = await runWith({
      signatures: [file({ signaturStatus: 'KOMPLETT' })],
      webserviceWarnings: [],
    });
    expect(await screen.findByText('Das Dokument wurde bereits eingereicht')).toBeTruthy();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('one file with webservice warnings: the list opens instead, with the warnings box', async () => {
    const { onNavigate } = await runWith({
      signatures: [file()],
      webserviceWarnings: [{ key: 'Zahlweise', value: 'monatlich' }],
    });
    expect(await screen.findByRole('dialog', { name: 'Dokumente zur Unterschrift' })).toBeTruthy();
    expect(screen.getByText('Vorsicht, die folgenden Daten haben sich geändert:')).toBeTruthy();
    expect(screen.getByText('monatlich')).toBeTruthy();
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unterschreiben' }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('a picture-attachment file opens the attachments after 100 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await runWith({ signatures: [file({ isPictureAttach: true })], webserviceWarnings: [] });
    expect(screen.queryByRole('dialog', { name: 'Weitere Unterlagen anhängen' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(await screen.findByRole('dialog', { name: 'Weitere Unterlagen anhängen' })).toBeTruthy();
    vi.useRealTimers();
  });
});

describe('WebserviceWarningsBox', () => {
  it('lists five and shows the rest behind weitere Warnungen ...', () => {
    const warnings = Array.from({ length: 7 }, (_, i) => ({ key: `Feld ${i + 1}`, value: `Wert ${i + 1}` }));
    render(
      <MantineProvider theme={theme}>
        <WebserviceWarningsBox warnings={warnings} />
      </MantineProvider>,
    );
    expect(screen.getByText('Feld 5')).toBeTruthy();
    expect(screen.queryByText('Feld 6')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'weitere Warnungen ...' }));
    expect(screen.getByText('Feld 7')).toBeTruthy();
  });
});
