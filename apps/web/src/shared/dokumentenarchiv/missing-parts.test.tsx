import { type DokumentHistory, type DokumentRow, HINWEIS, type RowAction } from '@maklerwerk/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../test/render';
import { theme } from '../../theme';
import { useDocumentActions } from './use-document-actions';

// The spec's parts shown with a note (issue 36, docs/decisions/0046).

const action = (key: string, label: string, hinweis: string): RowAction => ({
  key,
  icon: '',
  label,
  specificAction: key,
  sendData: [],
  confirmationTitle: null,
  confirmationMessage: null,
  showIfDeleted: false,
  additionalData: { hinweis },
});
const row = { id: 12, nodeId: 'BERATUNG', fileId: 120, bezeichnung: 'Beratungsdokumentation' } as DokumentRow;

const history = (videos: { fileId: number; fileName: string }[]): DokumentHistory => ({
  documentId: 12,
  nodeId: 'BERATUNG',
  bezeichnung: 'Beratungsdokumentation',
  exists: true,
  vertragId: 1,
  versions: [
    {
      fileId: 120,
      versionNo: 1,
      fileName: 'beratung.pdf',
      mimeType: 'application/pdf',
      size: 10,
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: null,
      current: true,
    },
    ...videos.map((v) => ({
      ...v,
      versionNo: 1,
      mimeType: 'video/mp4',
      size: 10,
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: null,
      current: true,
    })),
  ],
});

function stubHistory(answer: DokumentHistory) {
  const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function RunOnce({ rowAction }: { rowAction: RowAction }) {
  const actions = useDocumentActions({ onNavigate: () => {} });
  return (
    <>
      <button type="button" onClick={() => actions.run(row, rowAction)}>
        ausführen
      </button>
      {actions.elements}
    </>
  );
}

function runOnce(rowAction: RowAction) {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createTestQueryClient()}>
        <RunOnce rowAction={rowAction} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  act(() => screen.getByRole('button', { name: 'ausführen' }).click());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recorded consultation video', () => {
  const video = action('BERATUNGSVIDEO', 'Aufgezeichnetes Beratungsvideo', HINWEIS.beratungsvideo);

  it('without a video file: the dialog names the missing provider and how to add a video', async () => {
    const fetchMock = stubHistory(history([]));
    runOnce(video);
    const dialog = await screen.findByRole('dialog', { name: 'Aufgezeichnetes Beratungsvideo' });
    expect(dialog.textContent).toContain(
      'Aufgezeichnete Beratungsvideos stehen zur Verfügung, sobald ein Anbieter für Videoberatung angebunden ist.',
    );
    expect(await screen.findByText(HINWEIS.beratungsvideoHochladen)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('aenderungshistorie?docInfo=BERATUNG&docInfo=12');
  });

  it('a video added to the document is offered to play; the PDF is not', async () => {
    stubHistory(history([{ fileId: 121, fileName: 'beratung.mp4' }]));
    runOnce(video);
    expect(await screen.findByRole('button', { name: 'beratung.mp4 abspielen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'beratung.pdf abspielen' })).toBeNull();
    expect(screen.queryByText(HINWEIS.beratungsvideoHochladen)).toBeNull();
  });
});

describe('update consortium base data', () => {
  it('opens a dialog with the German reason, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    runOnce(action('KONSORTIALDATEN', 'Konsortialdaten aktualisieren', HINWEIS.konsortium));
    const dialog = await screen.findByRole('dialog', { name: 'Konsortialdaten aktualisieren' });
    expect(dialog.textContent).toContain('Maklerwerk führt keine Konsortialverträge');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
