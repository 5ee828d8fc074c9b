import type { DokumentFilter } from '@maklerwerk/domain';
import { Checkbox, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { GermanDateInput } from '../../components/fields/german-date-input';

/** Filters of a folder (vertrag-details.md §3): Zeitraum, label, damage documents, deleted ones (staff only). */
export function ArchiveFilters({
  filter,
  onChange,
  showSchadenOption,
  canSeeDeleted,
}: {
  filter: DokumentFilter;
  onChange: (patch: Partial<DokumentFilter>) => void;
  showSchadenOption: boolean;
  canSeeDeleted: boolean;
}) {
  const [label, setLabel] = useState(filter.docLabel ?? '');
  const sendLabel = useDebouncedCallback((value: string) => onChange({ docLabel: value.trim() || undefined }), 300);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Bezeichnung suchen"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={label}
        onChange={(e) => {
          setLabel(e.currentTarget.value);
          sendLabel(e.currentTarget.value);
        }}
        maxLength={100}
        w={{ base: '100%', sm: 240 }}
      />
      <GermanDateInput
        label="Von"
        value={filter.fromDate ?? null}
        onChange={(value) => onChange({ fromDate: value ?? undefined })}
        w={{ base: 'calc(50% - 6px)', sm: 150 }}
      />
      <GermanDateInput
        label="Bis"
        value={filter.toDate ?? null}
        onChange={(value) => onChange({ toDate: value ?? undefined })}
        w={{ base: 'calc(50% - 6px)', sm: 150 }}
        error={
          filter.fromDate && filter.toDate && filter.toDate < filter.fromDate
            ? 'Das Ende des Zeitraums liegt vor dem Anfang.'
            : undefined
        }
      />
      <Group gap="md" pb={8}>
        {showSchadenOption && (
          <Checkbox
            label="Schadensdokumente anzeigen"
            checked={filter.showSchaden}
            onChange={(e) => onChange({ showSchaden: e.currentTarget.checked })}
          />
        )}
        {canSeeDeleted && (
          <Checkbox
            label="Gelöschte Dokumente anzeigen"
            checked={filter.showDeleted}
            onChange={(e) => onChange({ showDeleted: e.currentTarget.checked })}
          />
        )}
      </Group>
    </Group>
  );
}
