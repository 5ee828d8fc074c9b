import { Group, Pagination } from '@mantine/core';

type Props = { totalPages: number; page: number; onPageChange: (page: number) => void };

/** The pages of a card list on a phone: compact, with German names for every control (none when one page). */
export function CardListPagination({ totalPages, page, onPageChange }: Props) {
  if (totalPages <= 1) {
    return null;
  }
  return (
    <Group justify="center" mt="xs">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onPageChange}
        size="sm"
        siblings={0}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Vorherige Seite' : control === 'next' ? 'Nächste Seite' : undefined,
        })}
        getItemProps={(item) => ({ 'aria-label': `Seite ${item}` })}
      />
    </Group>
  );
}
