import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const label = 'Suchen (Kunde, Kundennr., Versicherungsnummer, Gesellschaft)';

type Props = { value: string | undefined; onSearch: (value: string | undefined) => void; compact?: boolean };

/** Types freely, searches after a short pause; follows the URL when it changes elsewhere. */
export function ContractSearchInput({ value, onSearch, compact = false }: Props) {
  const [text, setText] = useState(value ?? '');
  const committed = useRef(value ?? '');
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onSearch(next.trim() ? next : undefined);
  }, 350);

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
      placeholder={compact ? 'Kunde, Kundennr., Vers.-Nr., Gesellschaft' : label}
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
