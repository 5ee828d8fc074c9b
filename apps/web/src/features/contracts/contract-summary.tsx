import { type ContractHeader, formatCents, formatDate } from '@maklerwerk/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        c={empty ? 'dimmed' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', hyphens: 'auto' }}
      >
        {empty ? '–' : children}
      </Text>
    </Stack>
  );
}

/** The overview's summary of one contract (spec 2.1 overview). */
export function ContractSummary({ contract }: { contract: ContractHeader }) {
  const laufzeit =
    contract.beginn || contract.ende
      ? `${formatDate(contract.beginn) || 'offen'} – ${formatDate(contract.ende) || 'unbefristet'}`
      : '';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        Überblick
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <Field label="Kunde">
          {contract.kunde.name}{' '}
          <Text span size="xs" c="dimmed">
            Kundennr. {contract.kunde.kundennr}
          </Text>
        </Field>
        <Field label="Vermittler">
          {contract.vermittler.name}{' '}
          <Text span size="xs" c="dimmed">
            {contract.vermittler.vermittlernummer}
          </Text>
        </Field>
        <Field label="Produkt">{contract.produktbez}</Field>
        <Field label="Beginn / Ende">{laufzeit}</Field>
        <Field label="Beitrag brutto">{formatCents(contract.praemieCents)}</Field>
        <Field label="Beitrag netto">{formatCents(contract.praemieNettoCents)}</Field>
        <Field label="Zahlweise">{contract.zahlrhythm}</Field>
        <Field label="Zahlungsart">{contract.zahlungsart}</Field>
        <Field label="Gesellschaft">{contract.gesellschaft.name}</Field>
      </SimpleGrid>
    </Paper>
  );
}
