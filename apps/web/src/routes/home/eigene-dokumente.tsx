import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ComingSoon } from '../../components/coming-soon';

// The own-documents page (spec 2.9 'Dokumente hochladen'); the document archive is a later release.
export const Route = createFileRoute('/home/eigene-dokumente')({
  validateSearch: z.object({ gesellschaftId: z.number().int().positive().optional().catch(undefined) }),
  component: OwnDocumentsRoute,
});

function OwnDocumentsRoute() {
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      <ComingSoon
        title="Eigene Dokumente"
        text="Dieser Bereich folgt."
        description="Hier laden Sie eigene Dokumente hoch, zum Beispiel Unterlagen zu einer Gesellschaft."
        titleOrder={1}
      />
    </Stack>
  );
}
