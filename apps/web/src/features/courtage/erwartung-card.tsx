import { type Erwartung, formatCents, formatRate } from '@maklerwerk/domain';
import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '../../components/load-error';
import { erwartungQueryOptions } from './erwartung.queries';

const section = { withBorder: true, p: { base: 'sm', sm: 'lg' } } as const;
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const basisLabel = { netto: 'Nettoprämie', brutto: 'Bruttoprämie' } as const;

/** 'Vereinbarter Satz 7,5000 % der Nettoprämie' (the rate and the premium the expectation was computed from). */
export function satzLine({ satz, basis }: Pick<Erwartung, 'satz' | 'basis'>): string | null {
  if (satz === null) {
    return null;
  }
  return `Vereinbarter Satz ${formatRate(satz)}${basis ? ` der ${basisLabel[basis]}` : ''}`;
}

/** received − expected: a shortfall in the theme's accessible red with the word 'Fehlbetrag', a surplus plain. */
export function Differenz({ cents, size = 'sm' }: { cents: number; size?: 'xs' | 'sm' }) {
  if (cents >= 0) {
    return (
      <Text span size={size} style={numeric}>
        {formatCents(cents)}
      </Text>
    );
  }
  return (
    <Text span size={size} c="red.9" fw={600} style={numeric}>
      {formatCents(cents)}{' '}
      <Text span size="xs" c="red.9" fw={600}>
        Fehlbetrag
      </Text>
    </Text>
  );
}

function ErwartungTable({ rows }: { rows: Erwartung['rows'] }) {
  return (
    <Table.ScrollContainer minWidth={360} type="native">
      <Table striped withTableBorder verticalSpacing={6} fz="sm" aria-label="Erwartet und erhalten je Jahr">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Jahr</Table.Th>
            <Table.Th ta="right">Erwartet</Table.Th>
            <Table.Th ta="right">Erhalten</Table.Th>
            <Table.Th ta="right">Differenz</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.jahr}>
              <Table.Td style={numeric}>{row.jahr}</Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatCents(row.erwartet)}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatCents(row.erhalten)}
              </Table.Td>
              <Table.Td ta="right">
                <Differenz cents={row.differenz} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 'Erwartet und erhalten' (issue 14 item 7): per year the Bestandscourtage expected from the yearly premium
 * and the agreed rate beside what was booked for the contract.
 */
export function ErwartungCard({ contractId }: { contractId: number }) {
  const erwartung = useQuery(erwartungQueryOptions(contractId));
  const answer = erwartung.data;
  const satz = answer ? satzLine(answer) : null;
  const titleId = useId();

  return (
    <Paper {...section} component="section" aria-labelledby={titleId}>
      <Title order={3} fz="h4" id={titleId} mb={4}>
        Erwartet und erhalten
      </Title>
      {erwartung.isError && !answer ? (
        <LoadError error={erwartung.error} />
      ) : !answer ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Erwartete Courtage wird geladen">
          <Skeleton height={14} width="40%" />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <Stack gap="sm">
          {(satz || answer.hinweis) && (
            <Stack gap={2}>
              {satz && <Text size="sm">{satz}</Text>}
              {answer.hinweis && (
                <Text size="sm" c="dimmed">
                  {answer.hinweis}
                </Text>
              )}
            </Stack>
          )}
          {answer.rows.length > 0 ? (
            <ErwartungTable rows={answer.rows} />
          ) : (
            !answer.hinweis && (
              <Text size="sm" c="dimmed">
                Es wurden keine Einträge gefunden
              </Text>
            )
          )}
        </Stack>
      )}
    </Paper>
  );
}
