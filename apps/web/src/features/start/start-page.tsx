import { isCustomerKind, RENEWAL_WINDOW_DAYS } from '@maklerwerk/domain';
import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconCalendarDue, IconFileCertificate, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error';
import { AnchorLink } from '../../components/router-links';
import { useSession } from '../../lib/session';
import { CustomerDamageList } from './customer-damage-list';
import { RecentList } from './recent-list';
import { RenewalList } from './renewal-list';
import { startPageQueryOptions } from './start.queries';
import { type Figure, StartFigures } from './start-figures';
import { UpcomingSlots } from './upcoming-slots';

const longDate = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});
const berlinHour = new Intl.DateTimeFormat('de-DE', { hour: 'numeric', hour12: false, timeZone: 'Europe/Berlin' });

function greeting(now: Date): string {
  const hour = Number(berlinHour.format(now));
  return hour < 11 ? 'Guten Morgen' : hour < 18 ? 'Guten Tag' : 'Guten Abend';
}

type Props = {
  /** Actions of other areas the route places here (e.g. 'Neue Versicherung'); each hides itself without the right. */
  actions?: ReactNode;
};

/** The start page /home (issue 8): what a broker, agent, internal user or customer sees first, in one request. */
export function StartPage({ actions }: Props) {
  const { me, actor } = useSession();
  const forCustomer = isCustomerKind(actor.viewed);
  const start = useQuery(startPageQueryOptions());
  // Below 62em the renewals are cards instead of a table; on a phone the figures shrink to one row.
  const compact = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false }) ?? false;
  useDocumentTitle('Übersicht – Maklerwerk');
  const data = start.data;
  const now = new Date();

  // The cards are there before their numbers: a customer has no 'Kunden' (the server sends null).
  const withKunden = data ? data.counts.kunden !== null : !forCustomer;
  const figures: Figure[] = [
    ...(withKunden
      ? [
          {
            key: 'kunden',
            label: 'Kunden',
            shortLabel: 'Kunden',
            count: data?.counts.kunden ?? undefined,
            icon: <IconUsers size={22} stroke={1.6} />,
            note: (
              <AnchorLink to="/home/kunden" search={{}} size="xs">
                Zur Kundenliste
              </AnchorLink>
            ),
          },
        ]
      : []),
    {
      key: 'vertraege',
      label: forCustomer ? 'Meine aktiven Versicherungen' : 'Aktive Versicherungen',
      shortLabel: 'Aktive Verträge',
      count: data?.counts.aktiveVertraege,
      icon: <IconFileCertificate size={22} stroke={1.6} />,
      note: (
        <AnchorLink to="/home/versicherungen/insurance-group" search={{}} size="xs">
          {forCustomer ? 'Alle meine Versicherungen' : 'Zur Versicherungsliste'}
        </AnchorLink>
      ),
    },
    {
      key: 'renewals',
      label: 'Hauptfälligkeiten',
      shortLabel: `Fällig in ${RENEWAL_WINDOW_DAYS} Tagen`,
      count: data?.renewals.count,
      icon: <IconCalendarDue size={22} stroke={1.6} />,
      note: `in den nächsten ${RENEWAL_WINDOW_DAYS} Tagen`,
    },
  ];

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Übersicht
          </Title>
          <Text c="dimmed" size="sm">
            {greeting(now)}, {me.user.displayName} · {longDate.format(now)}
          </Text>
        </div>
        {actions && (
          <Group gap="sm" wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
      {start.isError ? (
        <LoadError error={start.error} />
      ) : (
        <>
          <StartFigures figures={figures} compact={phone} />
          {data?.kundenSchaeden && <CustomerDamageList reports={data.kundenSchaeden} />}
          <RenewalList renewals={data?.renewals} showKunde={!forCustomer} compact={compact} />
        </>
      )}
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {!start.isError && <RecentList recent={data?.recent} withCustomers={!forCustomer} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <UpcomingSlots
            forCustomer={forCustomer}
            unread={data?.unread}
            aufgaben={data?.aufgaben}
            signaturen={data?.signaturen}
            onTasksChanged={() => void start.refetch()}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
