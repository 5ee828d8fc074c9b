import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { SortState } from '../lib/list-sort';
import classes from './sort-header.module.css';

type Props = { label: string; sortKey: string; sort: SortState; onSort: (key: string) => void; alignRight?: boolean };

/** A sortable column title: a real button inside the header cell, so the cell stays a column header. */
export function SortHeader({ label, sortKey, sort, onSort, alignRight = false }: Props) {
  const active = sort.key === sortKey;
  const state = active ? (sort.direction === 'asc' ? 'aufsteigend sortiert' : 'absteigend sortiert') : 'sortieren';
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      className={classes.button}
      data-align-right={alignRight || undefined}
      data-active={active || undefined}
      onClick={() => onSort(sortKey)}
      aria-label={`${label}, ${state}`}
    >
      <span>{label}</span>
      <Icon size={14} className={classes.icon} aria-hidden />
    </UnstyledButton>
  );
}

/** The title factory of a list's sortable columns: `title('Beitrag', 'praemie', true)`. */
export const sortableTitle =
  (sort: SortState, onSort: (key: string) => void) =>
  (label: string, sortKey: string, alignRight = false) => (
    <SortHeader label={label} sortKey={sortKey} sort={sort} onSort={onSort} alignRight={alignRight} />
  );
