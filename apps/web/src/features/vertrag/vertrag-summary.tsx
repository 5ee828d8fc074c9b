import { type ContractDetails, formatCents, formatDate } from '@maklerwerk/domain';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { ReadOnlyField as Field } from '../../components/read-only-field';

/** The overview's summary of one contract (spec 2.1 overview). */
export function ContractSummary({ contract }: { contract: ContractDetails }) {
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
