import { Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { DocumentArchive } from '../../components/document-archive/document-archive';
import { int, searchSchema } from '../../lib/search-schema';

// The office's own documents (spec 2.9 'Dokumente hochladen' on the company page leads here).
export const Route = createFileRoute('/home/eigene-dokumente')({
  validateSearch: searchSchema({ gesellschaftId: int({ min: 1 }) }),
  component: OwnDocumentsRoute,
});

function OwnDocumentsRoute() {
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1440} gap="md">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Eigene Dokumente
        </Title>
        <Text size="sm" c="dimmed">
          Unterlagen Ihres Büros, zum Beispiel Muster, Bedingungen und Unterlagen zu einer Gesellschaft.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <DocumentArchive scope="eigene" path="/home/eigene-dokumente" />
      </Paper>
    </Stack>
  );
}
