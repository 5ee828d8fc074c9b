import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconFileDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { SoftfairOrderDialog } from './softfair-order-dialog';
import { vergleichsportalListQueryOptions } from './vergleichsportal.queries';

/** /beratung/vergleichsrechner: the configured comparison and offer portals, and the Softfair order form. */
export function VergleichsportalPage() {
  useDocumentTitle('Vergleichsrechner – Maklerwerk');
  const list = useQuery(vergleichsportalListQueryOptions());
  const [orderOpened, order] = useDisclosure(false);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Vergleichsrechner
          </Title>
          <Text size="sm" c="dimmed">
            Geöffnet wird ein Rechner aus einer Versicherung: Kopf der Versicherung, Menü „Vergleichsrechner“.
          </Text>
        </Stack>
        <Button leftSection={<IconFileDownload size={16} />} onClick={order.open}>
          Bestellformular Softfair
        </Button>
      </Group>
      {list.isError ? (
        <LoadError error={list.error} />
      ) : !list.data ? (
        <Skeleton height={160} />
      ) : list.data.entries.length === 0 ? (
        <Text c="dimmed">Keine Vergleichsrechner eingerichtet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.data.entries.map((entry) => (
            <Card key={entry.path} withBorder padding="lg" component="section" aria-label={entry.itemLabel}>
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {entry.itemLabel}
                </Title>
                {entry.companyLabel && (
                  <Text size="sm" c="dimmed">
                    {entry.companyLabel}
                  </Text>
                )}
                <Group gap={6}>
                  {entry.sparten.length === 0 ? (
                    <Badge variant="light" color="gray">
                      alle Sparten
                    </Badge>
                  ) : (
                    entry.sparten.map((s) => (
                      <Badge key={s} variant="light">
                        {s}
                      </Badge>
                    ))
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <SoftfairOrderDialog opened={orderOpened} onClose={order.close} />
    </Stack>
  );
}
