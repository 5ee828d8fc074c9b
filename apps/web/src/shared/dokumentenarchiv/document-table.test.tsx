import {
  type DokumentNodePage,
  type DokumentRow,
  documentHeaders,
  nodeStatusIcons,
  noRights,
  type SessionUser,
} from '@maklerwerk/domain';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DocumentTable } from './document-table';
import { useSelection } from './use-selection';

const broker: SessionUser = {
  id: 1,
  username: 'makler',
  displayName: 'Max Makler',
  kind: 'broker',
  brokerId: 7,
  customerId: null,
  tenant: 'standard',
  rights: { ...noRights, canUseDocumentArchive: true },
};
const headers = documentHeaders({ original: broker, viewed: broker });

const row = (id: number, over: Partial<DokumentRow> = {}): DokumentRow => ({
  id,
  dokId: id,
  nodeId: 'VERTRAGSUNTERLAGEN',
  bezeichnung: `Dokument ${id}`,
  fileId: 100 + id,
  fileName: `Dokument ${id}.pdf`,
  originalFileName: `Dokument ${id}.pdf`,
  mimeType: 'application/pdf',
  size: 2048,
  datum: '2025-01-02',
  bemerkung: null,
  exists: true,
  kundenFreigabe: false,
  documentCount: 1,
  versionCount: 1,
  additionalColumns: {},
  statusActions: ['FREIGABE_MAKLER_VERWEIGERT'],
  vorlageStatus: null,
  signaturStatus: null,
  antragStatus: null,
  anlegerprofilStatus: null,
  formular: null,
  actions: [],
  actionOnClick: 'PREVIEW',
  draggable: false,
  fileWithSignedAttachments: false,
  vertragId: 9,
  schadenId: null,
  schadennr: null,
  schadenSichtbar: false,
  kundeTeilen: 'NICHT_MIT_KUNDE_TEILEN',
  kundeId: 3,
  uploaded: '2025-01-02T09:00:00.000Z',
  uploadedBy: 'Max Makler',
  version: 1,
  ...over,
});

const pageOf = (documents: DokumentRow[], numberOfRecords = documents.length): DokumentNodePage => ({
  nodeId: 'VERTRAGSUNTERLAGEN',
  label: 'Vertragsunterlagen',
  headers,
  mobileHeaders: headers.slice(0, 2),
  documents,
  numberOfPages: Math.ceil(numberOfRecords / 20),
  numberOfRecords,
  offset: 0,
  limit: 20,
  headerActions: [],
  availableActions: [],
  availableStatusIcons: [],
  downloadColumnLabel: 'Download',
});

const handlers = { onOpen: vi.fn(), onAction: vi.fn(), onFiles: vi.fn() };

function Table({
  data,
  selectable = false,
  columns = headers,
}: {
  data: DokumentNodePage | undefined;
  selectable?: boolean;
  columns?: typeof headers;
}) {
  const selection = useSelection();
  return (
    <>
      <p>Insgesamt {selection.count(data?.numberOfRecords ?? 0)} ausgewählt</p>
      <DocumentTable
        data={data}
        headers={columns}
        fetching={false}
        sort={{ key: 'datum', direction: 'desc' }}
        onSort={() => {}}
        page={1}
        onPageChange={() => {}}
        selection={selectable ? selection : null}
        handlers={handlers}
      />
    </>
  );
}

describe('DocumentTable', () => {
  it('shows five ghost rows while the first answer is on its way', () => {
    const { container } = renderWithProviders(<Table data={undefined} />);
    expect(container.querySelectorAll('[data-ghost-row]')).toHaveLength(5);
  });

  it("says 'Keine Dokumente vorhanden.' for an empty folder, without pagination", () => {
    renderWithProviders(<Table data={pageOf([])} />);
    expect(screen.getByText('Keine Dokumente vorhanden.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nächste Seite' })).toBeNull();
  });

  it('renders the server columns in order; pagination only with more than one page', () => {
    const { unmount } = renderWithProviders(<Table data={pageOf([row(1), row(2)])} />);
    const titles = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(['Bezeichnung', 'Datum', 'Schaden']);
    expect(screen.queryByRole('button', { name: 'Nächste Seite' })).toBeNull();
    unmount();
    renderWithProviders(<Table data={pageOf([row(1), row(2)], 45)} />);
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
  });

  it('select all in the folder counts the total minus the exclusions', () => {
    renderWithProviders(<Table data={pageOf([row(1), row(2)], 45)} selectable />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle im Ordner auswählen' }));
    expect(screen.getByText('Insgesamt 45 ausgewählt')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dokument 1 auswählen' }));
    expect(screen.getByText('Insgesamt 44 ausgewählt')).toBeTruthy();
  });

  it('a form PDF shows its application status and the investor-profile pill in their columns (spec §4)', () => {
    const formHeaders = documentHeaders(
      { original: broker, viewed: broker },
      {
        statusIcons: nodeStatusIcons({ original: broker, viewed: broker }, [
          { antragStatus: 'X', anlegerprofilStatus: 'Y' },
        ]),
      },
    );
    renderWithProviders(
      <Table
        columns={formHeaders}
        data={pageOf([
          row(1, { antragStatus: 'ANTRAG_ORDNUNG', anlegerprofilStatus: 'BESTATIGT_PENDING' }),
          row(2, { antragStatus: 'ANTRAG_FEHLER', anlegerprofilStatus: 'BESTATIGT_OK' }),
          row(3),
        ])}
      />,
    );
    const titles = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Antrag', 'Anlegerprofil']));
    const cells = (id: number) =>
      screen
        .getByRole('button', { name: `Dokument ${id}` })
        .closest('tr')
        ?.textContent?.replace(/\s+/g, ' ');
    expect(cells(1)).toContain('in Ordnung');
    expect(cells(1)).toContain('unbestätigt');
    expect(cells(2)).toContain('fehlerhaft');
    expect(cells(2)).toContain('bestätigt (geprüft)');
    expect(cells(3)).not.toMatch(/in Ordnung|fehlerhaft|bestätigt/);
  });

  it('links the claim number to the damage report where the user may open it, else shows it as text', async () => {
    const data = pageOf([
      row(1, { schadenId: 5, schadennr: 'KS-2025-0107', schadenSichtbar: true }),
      row(2, { schadenId: 6, schadennr: 'KS-2025-0999', schadenSichtbar: false }),
    ]);
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <Table data={data} /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderWithProviders(<RouterProvider router={router} />);
    await router.load();
    const link = await screen.findByRole('link', { name: 'KS-2025-0107' });
    expect(link.getAttribute('href')).toBe('/home/versicherungen/insurance-group/schadensmeldung/9/5');
    expect(screen.getByText('KS-2025-0999')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'KS-2025-0999' })).toBeNull();
  });

  it('shows the shared-with-customer pill beside the release eye (spec §4)', () => {
    renderWithProviders(
      <Table
        data={pageOf([
          row(1),
          row(2, { kundenFreigabe: true, kundeTeilen: 'MIT_KUNDE_TEILEN' }),
          row(3, { kundeTeilen: null }),
        ])}
      />,
    );
    const rowOf = (id: number) =>
      within(screen.getByRole('button', { name: `Dokument ${id}` }).closest('tr') as HTMLElement);
    expect(rowOf(1).getByText('nicht geteilt')).toBeTruthy();
    expect(rowOf(2).getByText('geteilt')).toBeTruthy();
    expect(rowOf(2).queryByText('nicht geteilt')).toBeNull();
    expect(rowOf(3).queryByText(/geteilt/)).toBeNull();
  });

  it('marks a deleted document with a trash icon, and opens a document by its name', () => {
    renderWithProviders(<Table data={pageOf([row(1, { exists: false })])} />);
    expect(screen.getByRole('img', { name: 'Gelöscht' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dokument 1' }));
    expect(handlers.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});
