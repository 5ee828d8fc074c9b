import type { TabellenFeld } from '@maklerwerk/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { useDatenimportSpaltenMutation } from './datenimport.queries';
import type { DatenimportFeld } from './datenimport-felder';

const NICHT = '-';
const NICHT_LABEL = 'nicht übernehmen';

/** The mapping the server keeps (column → field, null: not taken over) as the selects show it ('-'). */
export function spaltenAuswahl(spalten: string[], zuordnung: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(spalten.map((s) => [s, zuordnung[s] ?? NICHT]));
}

/** What the server is sent: every column with its field, or null. */
export function zuordnungAus(auswahl: Record<string, string>): Record<string, TabellenFeld | null> {
  // The selects offer only the domain's fields (tabellenFelder); the server checks them again.
  return Object.fromEntries(
    Object.entries(auswahl).map(([spalte, feld]) => [spalte, feld === NICHT ? null : (feld as TabellenFeld)]),
  );
}

/**
 * The column mapping of a CSV/Excel file (issue 38, 7): each of the file's columns goes to one of our
 * fields or „nicht übernehmen“; preset from the mapping in use. A field takes one column: choosing it
 * for a second column frees the first.
 */
export function DatenimportSpalten({
  importId,
  spalten,
  zuordnung,
  felder,
  disabled = false,
}: {
  importId: number;
  spalten: string[];
  zuordnung: Record<string, string | null>;
  felder: DatenimportFeld[];
  disabled?: boolean;
}) {
  const [auswahl, setAuswahl] = useState(() => spaltenAuswahl(spalten, zuordnung));
  const mutation = useDatenimportSpaltenMutation(importId);
  const options = useMemo(
    () => [{ value: NICHT, label: NICHT_LABEL }, ...felder.map((f) => ({ value: f.key, label: f.label }))],
    [felder],
  );
  const choose = (spalte: string, feld: string) =>
    setAuswahl((current) => {
      const next = { ...current };
      if (feld !== NICHT) {
        for (const [other, chosen] of Object.entries(next)) {
          if (chosen === feld) {
            next[other] = NICHT;
          }
        }
      }
      next[spalte] = feld;
      return next;
    });
  const zugeordnet = Object.values(auswahl).filter((f) => f !== NICHT).length;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="datenimport-spalten"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="datenimport-spalten">
            Spaltenzuordnung
          </Title>
          <Text size="sm" c="dimmed">
            Wählen Sie für jede Spalte der Datei das Feld, in das sie übernommen wird. Die Zuordnung gilt auch für
            spätere Dateien mit denselben Spaltenüberschriften. {zugeordnet} von {spalten.length} Spalten zugeordnet.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          {spalten.map((spalte) => (
            <Select
              key={spalte}
              label={spalte}
              data={options}
              value={auswahl[spalte] ?? NICHT}
              onChange={(value) => choose(spalte, value ?? NICHT)}
              allowDeselect={false}
              searchable
              nothingFoundMessage="Kein Feld gefunden."
              disabled={disabled || mutation.isPending}
            />
          ))}
        </SimpleGrid>
        <FormAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={mutation.isPending}
            disabled={disabled}
            onClick={() => mutation.mutate({ zuordnung: zuordnungAus(auswahl) })}
          >
            Zuordnung speichern und neu prüfen
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
