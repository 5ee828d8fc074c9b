import type { DokumentRow, RowAction } from '@maklerwerk/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
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
});
