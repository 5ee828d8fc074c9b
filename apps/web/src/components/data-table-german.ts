const paginationLabels: Record<string, string> = {
  first: 'Erste Seite',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  last: 'Letzte Seite',
};

/** The German texts every paged mantine-datatable needs. */
export const germanTableProps = {
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${from}–${to} von ${totalRecords}`,
  getPaginationControlProps: (control: string) => ({ 'aria-label': paginationLabels[control] }),
  getPaginationItemProps: (item: number) => ({ 'aria-label': `Seite ${item}` }),
  loaderType: 'dots' as const,
};
