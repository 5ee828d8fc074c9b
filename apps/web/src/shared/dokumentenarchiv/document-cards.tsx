import type { DokumentHeader } from '@maklerwerk/domain';
import { type DokumentRow, dokumentApi, formatDate, formatFileSize } from '@maklerwerk/domain';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall } from '../../lib/api-client';
import { type CellHandlers, DocumentCell } from './document-cells';
import { EMPTY_TEXT } from './document-table';
import { dokumentKeys, type NodeQuery } from './dokument.queries';
import classes from './dokumentenarchiv.module.css';

/** The next page loads when the list's end comes within this distance of the screen (spec 002 §2.7). */
const LOAD_MORE_MARGIN_PX = 100;

/** On a phone: cards of the mobile columns, the next page loading on scroll. */
export function DocumentCards({
  query,
  headers,
  handlers,
}: {
  query: Omit<NodeQuery, 'offset'>;
  headers: DokumentHeader[];
  handlers: CellHandlers;
}) {
  const pages = useInfiniteQuery({
    queryKey: [...dokumentKeys.node({ ...query, offset: 0 }), 'cards'],
    queryFn: ({ pageParam, signal }) => apiCall(dokumentApi.node, { query: { ...query, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.limit < last.numberOfRecords ? last.offset + last.limit : undefined,
  });
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rows: DokumentRow[] = pages.data?.pages.flatMap((p) => p.documents) ?? [];
  if (pages.isLoading) {
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label="Dokumente werden geladen" />
      </Group>
    );
  }
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md">
        {EMPTY_TEXT}
      </Text>
    );
  }
  const name = headers.find((h) => h.key === 'bezeichnung');
  const actions = headers.find((h) => h.key === 'actions');
  return (
    <Stack gap="xs" component="ul" aria-label="Dokumente" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <li key={row.id} className={row.exists ? classes.card : `${classes.card} ${classes.deleted}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>{name && <DocumentCell header={name} row={row} handlers={handlers} />}</div>
            {actions && <DocumentCell header={actions} row={row} handlers={handlers} />}
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {formatDate(row.datum)} · {formatFileSize(row.size)}
          </Text>
        </li>
      ))}
      <div ref={end} aria-hidden />
      {isFetchingNextPage && (
        <Group justify="center">
          <Loader size="xs" aria-label="Weitere Dokumente werden geladen" />
        </Group>
      )}
    </Stack>
  );
}
