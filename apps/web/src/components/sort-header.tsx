import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { SortState } from '../lib/list-sort';
import classes from './sort-header.module.css';

type Props = { label: string; sortKey: string; sort: SortState; onSort: (key: string) => void; alignRight?: boolean };

const SOFT_HYPHEN = '\u00AD';

/**
 * A sortable column title: a real button inside the header cell, so the cell stays a column header. A
 * soft hyphen in the label ('Melde\u00ADdatum') marks where a narrow column's title may wrap: drawn as a
 * line-break opportunity, so that the visible text and the name stay the whole word.
 */
export function SortHeader({ label, sortKey, sort, onSort, alignRight = false }: Props) {
  const active = sort.key === sortKey;
  const state = active ? (sort.direction === 'asc' ? 'aufsteigend sortiert' : 'absteigend sortiert') : 'sortieren';
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  const word = label.replaceAll(SOFT_HYPHEN, '');
  return (
    <UnstyledButton
      className={classes.button}
      data-align-right={alignRight || undefined}
      data-active={active || undefined}
      onClick={() => onSort(sortKey)}
      aria-label={`${word}, ${state}`}
    >
      <span>
        {label.split(SOFT_HYPHEN).map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed word
          <Fragment key={i}>
            {/* inline, as browsers draw it: a name computed from the cell's text stays one word */}
            {i > 0 && <wbr style={{ display: 'inline' }} />}
            {part}
          </Fragment>
        ))}
      </span>
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
