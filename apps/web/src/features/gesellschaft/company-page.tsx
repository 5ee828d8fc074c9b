import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconBuilding, IconBuildingOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../components/href-link';
import { LoadError } from '../../components/load-error';
import { RecordNotFound } from '../../components/record-not-found';
import { AnchorLink } from '../../components/router-links';
import { ApiError } from '../../lib/api-client';
import { useBackCrumb } from '../../lib/back-crumb';
import { gesellschaftInfoQueryOptions } from '../../shared/gesellschaft/gesellschaft.queries';
import { CompanyActionsMenu } from './company-actions-menu';
import { CompanyInfoCard } from './company-info-card';
import { ContactList } from './contact-list';

/** 'Gesellschaftsinfos' (spec 2.9): address, broker numbers and the contact persons of an insurer. */
export function CompanyPage({ gesellschaftId }: { gesellschaftId: number }) {
  const valid = Number.isInteger(gesellschaftId) && gesellschaftId > 0;
  const info = useQuery({ ...gesellschaftInfoQueryOptions(gesellschaftId), enabled: valid });
  const crumb = useBackCrumb();
  const company = info.data;
  useDocumentTitle(
    company ? `${company.kurzname} – Gesellschaftsinfos – Maklerwerk` : 'Gesellschaftsinfos – Maklerwerk',
  );

  if (!valid || (info.error instanceof ApiError && info.error.status === 404)) {
    return (
      <Stack p={{ base: 'sm', sm: 'lg' }} maw={1440}>
        <RecordNotFound icon={<IconBuildingOff size={30} stroke={1.5} />} title="Gesellschaft nicht gefunden" order={1}>
          Die Gesellschaft existiert nicht oder Sie haben keinen Zugriff darauf.
        </RecordNotFound>
      </Stack>
    );
  }
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" mb="sm">
          {crumb ? (
            <Anchor
              component={HrefLink}
              href={crumb.href}
              size="sm"
              style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
            >
              <IconArrowLeft size={16} aria-hidden />
              {crumb.label}
            </Anchor>
          ) : (
            <AnchorLink
              to="/home/versicherungen/insurance-group"
              size="sm"
              style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
            >
              <IconArrowLeft size={16} aria-hidden />
              zurück zu Versicherungen
            </AnchorLink>
          )}
        </Group>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" c="dimmed" fw={600} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <IconBuilding size={16} aria-hidden />
              Gesellschaftsinfos
            </Text>
            {company ? (
              <>
                <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lh={1.25}>
                  {company.kurzname}
                </Title>
                {company.name !== company.kurzname && (
                  <Text size="sm" c="dimmed">
                    {company.name}
                  </Text>
                )}
              </>
            ) : (
              <Skeleton height={28} width="40%" mt={4} />
            )}
          </Stack>
          {company && <CompanyActionsMenu company={company} />}
        </Group>
      </Paper>
      {info.isError ? (
        <LoadError error={info.error} />
      ) : company ? (
        <>
          <CompanyInfoCard company={company} />
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4" mb="md">
              Ansprechpartner
            </Title>
            <ContactList gesellschaftId={company.id} />
          </Paper>
        </>
      ) : (
        <Skeleton height={260} />
      )}
    </Stack>
  );
}
