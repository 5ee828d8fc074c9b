import { Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** The count under the title ('45 Kunden'); undefined while loading. */
  count: string | undefined;
  search: ReactNode;
  actions: ReactNode;
  isPhone: boolean;
};

/** Title, count, search and actions of a list page; on a phone the search gets a line of its own. */
export function ListPageHeader({ title, count, search, actions, isPhone }: Props) {
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          {count === undefined ? (
            <Skeleton height={14} width={120} mt={6} />
          ) : (
            <Text c="dimmed" size="sm" aria-live="polite">
              {count}
            </Text>
          )}
        </div>
        <Group gap="sm" wrap="nowrap">
          {!isPhone && search}
          {actions}
        </Group>
      </Group>
      {isPhone && search}
    </>
  );
}
