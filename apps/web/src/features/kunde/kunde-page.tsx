import {
  canSeeDocuments,
  customerDisplayName,
  isCompanyCustomer,
  isCustomerKind,
  opensCustomerTabs,
} from '@maklerwerk/domain';
import { Anchor, Grid, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconBuilding, IconUser, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { HrefLink } from '../../components/href-link';
import { LoadError } from '../../components/load-error';
import { RecordNotFound } from '../../components/record-not-found';
import { ApiError } from '../../lib/api-client';
import { useBackCrumb } from '../../lib/back-crumb';
import { openCustomerTab } from '../../lib/customer-tabs';
import { useSession } from '../../lib/session';
import { DocumentArchive } from '../../shared/dokumentenarchiv/dokumentenarchiv';
import { BankverbindungenCard } from './bankverbindungen-card';
import { customerQueryOptions } from './kunde.queries';
import { PersonenCard } from './personen-card';
import { StammdatenCard } from './stammdaten-card';

type Props = {
  kundeId: number;
  /** The section 'Versicherungen': the contract table of this customer, composed by the route. */
  versicherungen: ReactNode;
  /** Further actions in the header (e.g. 'Neue Versicherung'), composed by the route. */
  actions?: ReactNode;
  /** The section 'Formulare und Beratung' (his filled forms), composed by the route. */
  formulare?: ReactNode;
};

/**
 * The customer page (issue 8): Stammdaten, Personen, Bankverbindungen and Versicherungen of one
 * customer. Brokers and internal staff see it in the customer's tab (spec 2.1), customers in place.
 */
export function KundePage({ kundeId, versicherungen, actions, formulare }: Props) {
  const { actor } = useSession();
  const { pathname } = useLocation();
  const valid = Number.isInteger(kundeId) && kundeId > 0;
  const query = useQuery({ ...customerQueryOptions(kundeId), enabled: valid });
  const customer = query.data;
  const crumb = useBackCrumb();
  const usesTabs = opensCustomerTabs(actor);
  const name = customer ? customerDisplayName(customer) : '';
  useDocumentTitle(customer ? `${name} – Kunde – Maklerwerk` : 'Kunde – Maklerwerk');

  // Reached by address (reload, bookmark, the list): the page belongs in its customer tab.
  useEffect(() => {
    if (customer && usesTabs) {
      openCustomerTab(
        { id: customer.id, name: customerDisplayName(customer), kundennr: customer.kundennr },
        null,
        window.location.pathname + window.location.search,
      );
    }
  }, [customer, usesTabs]);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Stack p={{ base: 'sm', sm: 'lg' }} maw={1440}>
        <RecordNotFound icon={<IconUserOff size={30} stroke={1.5} />} title="Kunde nicht gefunden" order={1}>
          Den Kunden gibt es nicht, oder Sie haben keinen Zugriff auf ihn.
        </RecordNotFound>
      </Stack>
    );
  }

  const back = crumb ?? (isCustomerKind(actor.viewed) ? null : { href: '/home/kunden', label: 'zurück zu Kunden' });
  const company = customer ? isCompanyCustomer(customer) : false;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {back && (
          <Anchor
            component={HrefLink}
            href={back.href}
            size="sm"
            mb="sm"
            style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
          >
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
          </Anchor>
        )}
        <Group justify="space-between" align="center" gap="md">
          <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 280px' }}>
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden visibleFrom="xs">
              {company ? <IconBuilding size={26} /> : <IconUser size={26} />}
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              {customer ? (
                <>
                  <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lh={1.25}>
                    {name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    Kundennr. {customer.kundennr}
                    {customer.ort ? ` · ${customer.ort}` : ''} · Betreuer {customer.vermittler.name}
                  </Text>
                </>
              ) : (
                <>
                  <Skeleton height={28} width={260} />
                  <Skeleton height={14} width={200} mt={6} />
                </>
              )}
            </Stack>
          </Group>
          {customer && actions}
        </Group>
      </Paper>
      {query.isError ? (
        <LoadError error={query.error} />
      ) : !customer ? (
        <Skeleton height={320} />
      ) : (
        <Grid gap="md" align="flex-start">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md">
              <StammdatenCard customer={customer} />
              <PersonenCard customer={customer} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <BankverbindungenCard customer={customer} />
          </Grid.Col>
        </Grid>
      )}
      {customer && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kunde-versicherungen">
          <Title order={2} fz="h4" id="kunde-versicherungen" mb="md">
            Versicherungen
          </Title>
          {versicherungen}
        </Paper>
      )}
      {customer && formulare}
      {customer && canSeeDocuments(actor) && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kunde-dokumente">
          <Title order={2} fz="h4" id="kunde-dokumente" mb="md">
            Dokumente
          </Title>
          <DocumentArchive scope="kunde" id={customer.id} path={pathname} />
        </Paper>
      )}
    </Stack>
  );
}
