import { Loader, type MantineTheme, Pagination, Text, useMantineTheme } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { cappedPaginationText, germanTableProps } from './data-table-german';
import classes from './list-table.module.css';

/** A column of a ListTable: the part of mantine-datatable's column the lists use. */
export type ListColumn<T> = {
  /** The column's key (a list's sort key where its title sorts). */
  accessor: string;
  /** The header: a text, or a sort button (components/sort-header). */
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Left out altogether. */
  hidden?: boolean;
  /** Shown only while this media query of the theme matches, e.g. `(min-width: ${theme.breakpoints.sm})`. */
  visibleMediaQuery?: (theme: MantineTheme) => string;
  textAlign?: 'left' | 'center' | 'right';
  /** Width, minimum and maximum width of the column's cells. */
  width?: number | string;
  noWrap?: boolean;
  cellsStyle?: (row: T) => CSSProperties;
};

type Props<T> = {
  records: T[] | undefined;
  columns: ListColumn<T>[];
  fetching: boolean;
  noRecordsText: string;
  total: number;
  totalCapped: boolean;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (row: T) => void;
  /** The accessible name of a row, which says what Enter opens. */
  rowLabel: (row: T) => string;
  /** No pagination while everything fits on one page (spec dokumente-formulare.md §9). */
  paginationOnlyWhenPaged?: boolean;
};

const subscribeNothing = () => () => {};

/** Which of the media queries match now, kept up to date; an empty query matches everywhere. */
function useMediaMatches(queries: string[]): boolean[] {
  const key = queries.join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = key
        .split('\n')
        .filter(Boolean)
        .map((query) => window.matchMedia(query));
      for (const list of lists) {
        list.addEventListener('change', onChange);
      }
      return () => {
        for (const list of lists) {
          list.removeEventListener('change', onChange);
        }
      };
    },
    [key],
  );
  const snapshot = useSyncExternalStore(
    queries.some(Boolean) ? subscribe : subscribeNothing,
    () => queries.map((query) => (!query || window.matchMedia(query).matches ? '1' : '0')).join(''),
    () => '1'.repeat(queries.length),
  );
  return queries.map((_, i) => snapshot[i] === '1');
}

const cellStyle = (width: number | string | undefined, textAlign: ListColumn<unknown>['textAlign']) =>
  width === undefined && !textAlign ? undefined : { width, minWidth: width, maxWidth: width, textAlign };

/**
 * A server-paged list as a table: German pagination with the capped count, every row opens on click and,
 * focused, on Enter; a narrow screen scrolls it sideways. It looks as mantine-datatable drew it, without
 * that library and without Mantine's Table (whose ScrollArea the first page would load too):
 * docs/decisions/0030.
 */
export function ListTable<T extends { id: number }>({
  records,
  columns,
  fetching,
  noRecordsText,
  total,
  totalCapped,
  pageSize,
  page,
  onPageChange,
  onOpen,
  rowLabel,
  paginationOnlyWhenPaged = false,
}: Props<T>) {
  const theme = useMantineTheme();
  const given = columns.filter((column) => !column.hidden);
  const matches = useMediaMatches(given.map((column) => column.visibleMediaQuery?.(theme) ?? ''));
  const shown = given.filter((_, i) => matches[i]);

  const rootRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // While loading, the overlay covers what is below the header: the sort buttons stay usable.
  useLayoutEffect(() => {
    rootRef.current?.style.setProperty('--list-table-head', `${headRef.current?.offsetHeight ?? 0}px`);
  });
  // A new page starts at its first column.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of page
  useEffect(() => {
    if (scrollRef.current) {
      scrollRef.current.scrollLeft = 0;
    }
  }, [page]);

  const count = records?.length ?? 0;
  const paged = !paginationOnlyWhenPaged || total > pageSize || page > 1;
  const from = (page - 1) * pageSize + 1;
  const pages = total && pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1;

  return (
    <div ref={rootRef} className={classes.root} style={count ? undefined : { minHeight: 260 }}>
      <div ref={scrollRef} className={classes.scroll}>
        <table className={classes.table} data-empty={count ? undefined : true}>
          <thead ref={headRef}>
            <tr>
              {shown.map((column) => (
                <th key={column.accessor} style={cellStyle(column.width, column.textAlign)}>
                  <div className={classes.title} title={typeof column.title === 'string' ? column.title : undefined}>
                    {column.title}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {count ? (
              records?.map((row) => (
                <tr
                  key={row.id}
                  tabIndex={0}
                  aria-label={rowLabel(row)}
                  onClick={() => onOpen(row)}
                  onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) {
                      onOpen(row);
                    }
                  }}
                >
                  {shown.map((column) => (
                    <td
                      key={column.accessor}
                      data-nowrap={column.noWrap || undefined}
                      style={{ ...cellStyle(column.width, column.textAlign), ...column.cellsStyle?.(row) }}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr className={classes.emptyRow}>
                <td colSpan={shown.length || 1}>
                  <div className={classes.empty} data-active={!fetching || undefined}>
                    <div className={classes.emptyIcon}>
                      <IconDatabaseOff size={24} stroke={2} aria-hidden />
                    </div>
                    <Text component="div" size="sm" c="dimmed">
                      {noRecordsText}
                    </Text>
                  </div>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {paged && count > 0 && (
        <div className={classes.pagination}>
          <Text component="div" size="sm" className={classes.paginationText}>
            {total
              ? cappedPaginationText(totalCapped)({ from, to: from + count - 1, totalRecords: total })
              : fetching
                ? '...'
                : noRecordsText}
          </Text>
          <Pagination
            classNames={{ root: classes.pages, control: classes.control }}
            data-fetching={fetching || undefined}
            value={page}
            onChange={onPageChange}
            size="sm"
            total={pages}
            getControlProps={germanTableProps.getPaginationControlProps}
            getItemProps={germanTableProps.getPaginationItemProps}
          />
        </div>
      )}
      <div className={classes.loader} data-fetching={fetching || undefined}>
        {fetching && <Loader type="dots" />}
      </div>
    </div>
  );
}
