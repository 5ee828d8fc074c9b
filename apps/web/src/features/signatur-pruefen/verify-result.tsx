import { formatDateTime, type VerifyResult as Result } from '@maklerwerk/domain';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconShieldX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Verdict = { color: string; title: string; icon: ReactNode };

/** Valid (ours, unchanged) green; altered red; a foreign signature yellow; no signature gray. */
function verdictOf(result: Result): Verdict {
  if (result.signed && result.bySystem && result.unchanged) {
    return { color: 'green', title: 'Signatur gültig', icon: <IconCircleCheck size={20} /> };
  }
  if (result.signed && !result.unchanged) {
    return { color: 'red', title: 'Datei verändert', icon: <IconShieldX size={20} /> };
  }
  if (result.signed) {
    return { color: 'yellow', title: 'Fremde Signatur', icon: <IconAlertTriangle size={20} /> };
  }
  return { color: 'gray', title: 'Keine Signatur', icon: <IconInfoCircle size={20} /> };
}

/** What the check found: the verdict, and for a valid file its name, time and signers. */
export function VerifyResult({ result }: { result: Result }) {
  const verdict = verdictOf(result);
  const valid = verdict.color === 'green';
  return (
    <Stack gap="md">
      <Alert color={verdict.color} variant="light" icon={verdict.icon} title={verdict.title}>
        {result.message}
      </Alert>
      {valid && (
        <Stack gap="sm">
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="sm" c="dimmed">
              Dokument
            </Text>
            <Text component="dd" m={0} mb="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {result.documentName ?? 'unbekannt'}
            </Text>
            <Text component="dt" size="sm" c="dimmed">
              Signiert am
            </Text>
            <Text component="dd" m={0}>
              {formatDateTime(result.signedAt) || 'unbekannt'}
            </Text>
          </dl>
          {result.signers.length > 0 && (
            <>
              <Title order={2} fz="h5">
                Unterschrieben von
              </Title>
              <Table fz="sm" verticalSpacing="xs" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Rolle</Table.Th>
                    <Table.Th>Unterschrieben am</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.signers.map((signer) => (
                    <Table.Tr key={`${signer.name}-${signer.role}-${signer.signedAt}`}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{signer.name}</Table.Td>
                      <Table.Td>{signer.role}</Table.Td>
                      <Table.Td>{formatDateTime(signer.signedAt) || '–'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
