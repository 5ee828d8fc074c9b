import { type ContractList, type ContractListItem, PAGE_SIZE } from '@maklerwerk/domain';
import { Center, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsSort, IconFileOff } from '@tabler/icons-react';
import { ContractCards } from './contract-cards';
import { sortOptions } from './contract-sort';

type Props = {
  data: ContractList | undefined;
  fetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: string;
  onSortChange: (sort: string) => void;
  onOpen: (row: ContractListItem) => void;
  showKunde: boolean;
};

export function ContractListMobile({
  data,
  fetching,
  page,
  onPageChange,
  sort,
  onSortChange,
  onOpen,
  showKunde,
}: Props) {
  const totalPages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE.contracts)) : 1;
  const options = sortOptions.some((o) => o.value === sort)
    ? sortOptions
    : [...sortOptions, { value: sort, label: sort }];

  return (
    <Stack gap="sm">
      <Select
        aria-label="Sortierung"
        leftSection={<IconArrowsSort size={16} />}
        data={options}
        value={sort}
        onChange={(value) => value && onSortChange(value)}
        allowDeselect={false}
        size="sm"
      />
      {!data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Versicherungen werden geladen">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={112} />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <Paper withBorder p="xl">
          <Center>
            <Stack align="center" gap={6}>
              <IconFileOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text c="dimmed">Keine Versicherungen gefunden.</Text>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <div style={{ opacity: fetching ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={fetching}>
          <ContractCards items={data.items} onOpen={onOpen} showKunde={showKunde} />
        </div>
      )}
      {totalPages > 1 && (
        <Group justify="center" mt="xs">
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            size="sm"
            siblings={0}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Vorherige Seite' : control === 'next' ? 'Nächste Seite' : undefined,
            })}
            getItemProps={(item) => ({ 'aria-label': `Seite ${item}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
