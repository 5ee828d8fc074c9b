import { canPlaceCalls, type GesellschaftInfo } from '@maklerwerk/domain';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReadOnlyField } from '../../components/read-only-field';
import { useSession } from '../../lib/session';
import { ContactPhone } from './contact-phone';

const countries: Record<string, string> = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Text component="h3" size="sm" fw={700} pb={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        {title}
      </Text>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** The read-only address and broker-number fields of an insurer (spec 2.9, 3). */
export function CompanyInfoCard({ company }: { company: GesellschaftInfo }) {
  const { actor } = useSession();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        Stammdaten
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" verticalSpacing="lg">
        <Block title="Anschrift">
          <ReadOnlyField label="Straße">{company.strasse}</ReadOnlyField>
          <ReadOnlyField label="PLZ">{company.plz}</ReadOnlyField>
          <ReadOnlyField label="Ort">{company.ort}</ReadOnlyField>
          <ReadOnlyField label="Land">{countries[company.land] ?? company.land}</ReadOnlyField>
          <ReadOnlyField label="Postfach">{company.postfach}</ReadOnlyField>
          <ReadOnlyField label="PLZ Postfach">{company.plzPostfach}</ReadOnlyField>
        </Block>
        <Block title="Vermittlernummern">
          <ReadOnlyField label="Vermittlernummer">{company.vermittlerNummer}</ReadOnlyField>
          <ReadOnlyField label="Vermittlernummer AK">{company.vermittlerNummerAK}</ReadOnlyField>
          <ReadOnlyField label="Hauptnummer">{company.hauptNummer}</ReadOnlyField>
        </Block>
        <Block title="Kontakt">
          <ReadOnlyField label="Telefon">
            <ContactPhone number={company.telefon} canCall={canPlaceCalls(actor)} />
          </ReadOnlyField>
          <ReadOnlyField label="E-Mail">
            {company.email && (
              <Anchor href={`mailto:${company.email}`} size="sm">
                {company.email}
              </Anchor>
            )}
          </ReadOnlyField>
          <ReadOnlyField label="Internet">
            {company.website && (
              <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
                {company.website.replace(/^https?:\/\//, '')}
              </Anchor>
            )}
          </ReadOnlyField>
        </Block>
      </SimpleGrid>
      <Stack gap={2} mt="lg">
        <ReadOnlyField label="Beschreibung">{company.beschreibung}</ReadOnlyField>
      </Stack>
    </Paper>
  );
}
