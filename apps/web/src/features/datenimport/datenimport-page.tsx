import { Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink } from '../../components/router-links';
import { useDatenimportStartedRefresh } from './datenimport.queries';
import { DatenimportListe } from './datenimport-liste';
import { DatenimportBerichtLaden } from './datenimport-report';
import { DatenimportUpload } from './datenimport-upload';

/**
 * /home/datenimport (issue 38, 5): upload GDV files or a CSV/Excel export, read the preview's report,
 * apply or discard it; the earlier imports below. With `importId` the page shows that import's report.
 */
export function DatenimportPage({
  importId,
  onStarted,
}: {
  importId?: number | undefined;
  onStarted: (id: number) => void;
}) {
  useDocumentTitle('Datenimport – Maklerwerk');
  const refresh = useDatenimportStartedRefresh();
  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Datenimport
          </Title>
          <Text size="sm" c="dimmed">
            GDV-Dateien der Versicherer (Datensatz VU-Vermittler) und Bestandsübernahmen aus CSV oder Excel: erst die
            Vorschau prüfen, dann übernehmen.
          </Text>
        </div>
        {importId === undefined ? (
          <DatenimportUpload
            onStarted={(id) => {
              void refresh();
              onStarted(id);
            }}
          />
        ) : Number.isNaN(importId) ? (
          <Text role="alert">Diesen Import gibt es nicht.</Text>
        ) : (
          <Stack gap="sm">
            <AnchorLink to="/home/datenimport" size="sm">
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> Neuer Import
            </AnchorLink>
            <DatenimportBerichtLaden id={importId} />
          </Stack>
        )}
        <DatenimportListe />
      </Stack>
    </Box>
  );
}
