import { Center, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CardListPagination } from './card-list-pagination';

type Props = {
  /** Rows of the current page; undefined while the first page loads. */
  count: number | undefined;
  total: number;
  pageSize: number;
  fetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** The sort select; a list in a fixed order leaves these out and shows none. */
  sort?: string;
  sortOptions?: readonly { value: string; label: string }[];
  onSortChange?: (sort: string) => void;
  /** Accessible name of the loading placeholder ('Kunden werden geladen'). */
  loadingLabel: string;
  emptyIcon: ReactNode;
  emptyText: string;
  /** The cards of the page. */
  children: ReactNode;
};

/** A server-paged list on a phone: sort select, cards, pagination; loading and empty states. */
export function PagedCardList({
  count,
  total,
  pageSize,
  fetching,
  page,
  onPageChange,
  sort,
  sortOptions,
  onSortChange,
  loadingLabel,
  emptyIcon,
  emptyText,
  children,
}: Props) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const options =
    sort === undefined || !sortOptions
      ? null
      : sortOptions.some((o) => o.value === sort)
        ? sortOptions
        : [...sortOptions, { value: sort, label: sort }];

  return (
    <Stack gap="sm">
      {options && (
        <Select
          aria-label="Sortierung"
          leftSection={<IconArrowsSort size={16} />}
          data={options}
          value={sort}
          onChange={(value) => value && onSortChange?.(value)}
          allowDeselect={false}
          size="sm"
        />
      )}
      {count === undefined ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={loadingLabel}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={112} />
          ))}
        </Stack>
      ) : count === 0 ? (
        <Paper withBorder p="xl">
          <Center>
            <Stack align="center" gap={6}>
              {emptyIcon}
              <Text c="dimmed">{emptyText}</Text>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <div style={{ opacity: fetching ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={fetching}>
          {children}
        </div>
      )}
      <CardListPagination totalPages={totalPages} page={page} onPageChange={onPageChange} />
    </Stack>
  );
}
