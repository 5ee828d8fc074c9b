const paginationLabels: Record<string, string> = {
  first: 'Erste Seite',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  last: 'Letzte Seite',
};

const countFormat = new Intl.NumberFormat('de-DE');

/** The pagination text of a list whose count stops at a cap: '1–25 von mehr als 10.000'. */
export const cappedPaginationText =
  (capped: boolean) =>
  ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${countFormat.format(from)}–${countFormat.format(to)} von ${capped ? 'mehr als ' : ''}${countFormat.format(totalRecords)}`;

/** The German texts every paged mantine-datatable needs. */
export const germanTableProps = {
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${from}–${to} von ${totalRecords}`,
  getPaginationControlProps: (control: string) => ({ 'aria-label': paginationLabels[control] }),
  getPaginationItemProps: (item: number) => ({ 'aria-label': `Seite ${item}` }),
  loaderType: 'dots' as const,
};

/** The count above a list: '1 Kunde', '25 Kunden', 'mehr als 10.000 Kunden' beyond the cap. */
export const countLabel = (n: number, capped: boolean, singular: string, plural: string) =>
  capped ? `mehr als ${countFormat.format(n)} ${plural}` : `${countFormat.format(n)} ${n === 1 ? singular : plural}`;
