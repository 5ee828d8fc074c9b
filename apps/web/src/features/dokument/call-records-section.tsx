import { type DokumentNodeId, formatDateTime, gespraechRichtungLabel } from '@maklerwerk/domain';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { AnchorLink } from '../../components/router-links';
import { callRecordsQueryOptions } from './call-records.queries';

/**
 * 'Gesprächsaufzeichnungen' of the additional-documents page (spec §7 'retrieve additional documents
 * (call records)', decision 0046): the calls of the document's contract from its postbox, each opening
 * its page; audio recordings need a telephone system Maklerwerk does not have — the note says so.
 */
export function CallRecordsSection({ nodeId, documentId }: { nodeId: DokumentNodeId; documentId: number }) {
  const records = useQuery(callRecordsQueryOptions(nodeId, documentId));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="gespraechsaufzeichnungen">
      <Title order={2} fz="h4" id="gespraechsaufzeichnungen">
        Gesprächsaufzeichnungen
      </Title>
      {records.isError && <LoadError error={records.error} />}
      {records.isPending && <Skeleton height={60} mt="md" />}
      {records.data && (
        <Stack gap="sm" mt="sm">
          {records.data.items.length === 0 ? (
            <Text size="sm">
              {records.data.vertragId === null
                ? 'Das Dokument gehört zu keinem Vertrag; Gespräche werden im Postfach eines Vertrags erfasst.'
                : 'Zu diesem Vertrag sind keine Gespräche erfasst.'}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {records.data.items.map((r) => (
                <li key={r.commId}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconPhone size={16} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
                    <div>
                      <AnchorLink
                        to="/communication/postfach/talks/talk/$commId"
                        params={{ commId: r.commId }}
                        size="sm"
                        fw={500}
                      >
                        {r.subject ?? 'Gespräch'}
                      </AnchorLink>
                      <Text size="xs" c="dimmed">
                        {[
                          formatDateTime(r.date),
                          r.richtung ? gespraechRichtungLabel[r.richtung] : null,
                          r.nummer,
                          r.dauerMinuten !== null ? `${r.dauerMinuten} Min.` : null,
                          r.createdBy,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {r.notiz && (
                        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                          {r.notiz}
                        </Text>
                      )}
                    </div>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          {records.data.more && <Text size="sm">Weitere Gespräche stehen im Postfach des Vertrags.</Text>}
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            <Text size="sm">{records.data.hinweis}</Text>
          </Alert>
        </Stack>
      )}
    </Paper>
  );
}
