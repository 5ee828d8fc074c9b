import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { HrefLink } from '../../components/href-link';
import { DocumentArchive } from '../../shared/dokumentenarchiv/dokumentenarchiv';

/** /communication/schadensmeldung-dokumentenarchiv: the documents of one damage report. */
export function DamageArchivePage({
  schadenId,
  insuranceId,
  back,
}: {
  schadenId: number;
  insuranceId?: number | undefined;
  back?: string | undefined;
}) {
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1440} gap="md">
      {insuranceId && (
        <Anchor
          component={HrefLink}
          href={`/home/versicherungen/insurance-group/schadensmeldung/${insuranceId}/${schadenId}`}
          size="sm"
          w="fit-content"
        >
          <IconArrowLeft size={14} aria-hidden /> {back ?? 'zurück zur Schadensmeldung'}
        </Anchor>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
          Dokumente zur Schadensmeldung
        </Title>
        <DocumentArchive scope="schaden" id={schadenId} path="/communication/schadensmeldung-dokumentenarchiv" />
      </Paper>
    </Stack>
  );
}
