import { Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../lib/route-params';

// Placeholder until the 'Gesellschaftsinfos' screen (spec 2.9) is built.
export const Route = createFileRoute('/home/versicherungen/gesellschaft/$gesellschaftId')({
  params: {
    parse: ({ gesellschaftId }) => ({ gesellschaftId: parseIdParam(gesellschaftId) }),
    stringify: ({ gesellschaftId }) => ({ gesellschaftId: String(gesellschaftId) }),
  },
  component: CompanyRoute,
});

function CompanyRoute() {
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1280}>
      <Paper withBorder p="xl">
        <Title order={1} fz="h3" mb="xs">
          Gesellschaftsinfos
        </Title>
        <Text c="dimmed">Die Gesellschaftsinfos folgen.</Text>
      </Paper>
    </Stack>
  );
}
