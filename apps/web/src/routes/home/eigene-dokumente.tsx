import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { int, searchSchema } from '../../lib/search-schema';
import { DocumentArchive } from '../../shared/dokumentenarchiv/dokumentenarchiv';
import { gesellschaftInfoQueryOptions } from '../../shared/gesellschaft/gesellschaft.queries';

// The office's own documents. 'Dokumente hochladen' on the company page (spec vertrag-details.md 2.9) leads
// here with ?gesellschaftId: the upload opens at once, for that company.
export const Route = createFileRoute('/home/eigene-dokumente')({
  validateSearch: searchSchema({ gesellschaftId: int({ min: 1 }) }),
  loaderDeps: ({ search }) => ({ gesellschaftId: search.gesellschaftId }),
  loader: ({ context, deps }) => {
    if (deps.gesellschaftId !== undefined) {
      void context.queryClient.prefetchQuery(gesellschaftInfoQueryOptions(deps.gesellschaftId));
    }
  },
  component: OwnDocumentsRoute,
});

function OwnDocumentsRoute() {
  const { gesellschaftId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const company = useQuery({
    ...gesellschaftInfoQueryOptions(gesellschaftId ?? 0),
    enabled: gesellschaftId !== undefined,
  });
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
        <DocumentArchive
          scope="eigene"
          path="/home/eigene-dokumente"
          startWithUpload={gesellschaftId !== undefined}
          uploadForCompany={gesellschaftId !== undefined ? company.data?.kurzname : undefined}
          // Done with the company's upload: a reload shows the documents, not the upload again.
          onUploadClose={() => gesellschaftId !== undefined && void navigate({ search: {}, replace: true })}
        />
      </Paper>
    </Stack>
  );
}
