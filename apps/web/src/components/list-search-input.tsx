import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type Props = {
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  /** The accessible name, which says what the list searches; also the placeholder on wide screens. */
  label: string;
  /** The shorter placeholder on phones. */
  compactPlaceholder: string;
  compact?: boolean;
  debounceMs?: number;
};

/** The search box of a server-paged list: types freely, searches after a short pause, follows the URL. */
export function ListSearchInput({
  value,
  onSearch,
  label,
  compactPlaceholder,
  compact = false,
  debounceMs = 350,
}: Props) {
  const [text, setText] = useState(value ?? '');
  const committed = useRef(value ?? '');
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onSearch(next.trim() ? next : undefined);
  }, debounceMs);

  useEffect(() => {
    if ((value ?? '') !== committed.current) {
      committed.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  const change = (next: string) => {
    setText(next);
    commit(next);
  };

  return (
    <TextInput
      aria-label={label}
      placeholder={compact ? compactPlaceholder : label}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          change('');
        }
      }}
      rightSection={text ? <CloseButton size="sm" aria-label="Suche leeren" onClick={() => change('')} /> : null}
      w={{ base: '100%', sm: 380, lg: 560 }}
      maxLength={100}
      type="search"
    />
  );
}
