import {
  isQuickSearchTerm,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_MIN_CHARS,
  type QuickSearchContract,
  type QuickSearchCustomer,
  quickSearchCustomerName,
} from '@maklerwerk/domain';
import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { IconFileCertificate, IconSearch, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import classes from './quick-search.module.css';
import { quickSearchQueryOptions } from './quicksearch.queries';

type Props = {
  onOpenCustomer: (hit: QuickSearchCustomer) => void;
  onOpenContract: (hit: QuickSearchContract) => void;
};

type Option =
  | { kind: 'customer'; key: string; hit: QuickSearchCustomer }
  | { kind: 'contract'; key: string; hit: QuickSearchContract };

const customerDetail = (c: QuickSearchCustomer) =>
  [`Kundennr. ${c.kundennr}`, [c.plz, c.ort].filter(Boolean).join(' '), c.email].filter(Boolean).join(' · ');
const contractTitle = (c: QuickSearchContract) => [c.nummer, c.kennzeichen].filter(Boolean).join(' · ');
const contractDetail = (c: QuickSearchContract) => `${c.gesellschaft} · ${c.sparte} · ${c.kunde.name}`;

/**
 * Spec 002 §5.1, §9: searches from 3 characters on, 300 ms after the last keystroke. The input is a
 * combobox: arrow keys move through the hits of both groups, Enter opens the one marked.
 */
export function QuickSearchPanel({ onOpenCustomer, onOpenContract }: Props) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const ready = isQuickSearchTerm(debounced);
  const result = useQuery({ ...quickSearchQueryOptions(debounced), enabled: ready });
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const data = ready && isQuickSearchTerm(text) ? result.data : undefined;
  const options: Option[] = [
    ...(data?.cusomers ?? []).map((hit): Option => ({ kind: 'customer', key: `k${hit.customerID}`, hit })),
    ...(data?.contracts ?? []).map((hit): Option => ({ kind: 'contract', key: `v${hit.id}`, hit })),
  ];
  const customerCount = data?.cusomers.length ?? 0;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  // New hits: the first one is marked again.
  useEffect(() => {
    if (data) {
      setActive(0);
    }
  }, [data]);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const open = (option: Option | undefined) => {
    if (option?.kind === 'customer') {
      onOpenCustomer(option.hit);
    } else if (option?.kind === 'contract') {
      onOpenContract(option.hit);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((activeIndex + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((activeIndex - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[activeIndex]);
    }
  };

  let status: ReactNode;
  if (!isQuickSearchTerm(text)) {
    status = `Bitte geben Sie mindestens ${QUICK_SEARCH_MIN_CHARS} Zeichen ein.`;
  } else if (result.isError) {
    status = errorMessage(result.error);
  } else if (!data || result.isFetching || debounced !== text.trim()) {
    status = (
      <>
        <Loader size={12} type="dots" mr={6} aria-hidden /> Suche läuft …
      </>
    );
  } else if (options.length === 0) {
    status = 'Es wurden keine Einträge gefunden';
  } else {
    status = `${options.length} Treffer`;
  }

  const renderOption = (option: Option, index: number) => (
    // The input keeps the focus and handles the keys (aria-activedescendant); a click picks too.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
    <div
      key={option.key}
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      className={classes.option}
      onMouseMove={() => index !== activeIndex && setActive(index)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => open(option)}
    >
      {option.kind === 'customer' ? (
        <IconUser size={18} stroke={1.6} className={classes.icon} aria-hidden />
      ) : (
        <IconFileCertificate size={18} stroke={1.6} className={classes.icon} aria-hidden />
      )}
      <div className={classes.optionText}>
        <Text size="sm" fw={600} truncate>
          {option.kind === 'customer' ? quickSearchCustomerName(option.hit) : contractTitle(option.hit)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {option.kind === 'customer' ? customerDetail(option.hit) : contractDetail(option.hit)}
        </Text>
      </div>
    </div>
  );

  const group = (label: string, from: number, to: number) =>
    to > from && (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form fieldset
      <div role="group" aria-labelledby={`${listId}-${label}`}>
        <div className={classes.groupLabel} id={`${listId}-${label}`} role="presentation">
          {label}
        </div>
        {options.slice(from, to).map((option, i) => renderOption(option, from + i))}
      </div>
    );

  return (
    <Stack gap="xs">
      <TextInput
        data-autofocus
        aria-label="Suchbegriff"
        placeholder="Name, Kundennr., Ort, E-Mail, Telefon, Versicherungsnummer, Kennzeichen"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={100}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <Text size="xs" c="dimmed" aria-live="polite" role="status" mih={18}>
        {status}
      </Text>
      <div id={listId} role="listbox" aria-label="Suchergebnisse">
        {group('Kunden', 0, customerCount)}
        {group('Versicherungen', customerCount, options.length)}
      </div>
    </Stack>
  );
}
