import { type DatenimportReport, formatDate, formatFileSize } from '@maklerwerk/domain';
import { ActionIcon, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconFile } from '@tabler/icons-react';

type Datei = DatenimportReport['dateien'][number];
const countFormat = new Intl.NumberFormat('de-DE');

function Angabe({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Pruefsumme({ sha256 }: { sha256: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={sha256} multiline maw={320} style={{ wordBreak: 'break-all' }}>
        <Text size="sm" ff="monospace" tabIndex={0} aria-label={`SHA-256 ${sha256}`}>
          {sha256.slice(0, 12)}…
        </Text>
      </Tooltip>
      <CopyButton value={sha256}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Kopiert' : 'SHA-256 kopieren'}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label="SHA-256 kopieren"
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function zeitraum(d: Datei): string {
  if (!d.erstellungsdatumVon && !d.erstellungsdatumBis) {
    return '–';
  }
  if (d.erstellungsdatumVon === d.erstellungsdatumBis || !d.erstellungsdatumBis) {
    return formatDate(d.erstellungsdatumVon);
  }
  return `${formatDate(d.erstellungsdatumVon) || '…'} – ${formatDate(d.erstellungsdatumBis)}`;
}

/** Per file: name, SHA-256, VU-Nummer and Gesellschaft, Erstellungszeitraum, Datenpakete and records. */
export function DatenimportDateien({ dateien }: { dateien: Datei[] }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Dateien">
      {dateien.map((d) => (
        <Paper key={`${d.name}-${d.sha256}`} component="li" withBorder radius="md" p="sm">
          <Group gap="xs" wrap="nowrap" mb="xs">
            <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {d.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {d.art === 'gdv' ? 'GDV' : 'Tabelle'} · {formatFileSize(d.groesse)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
            <Angabe label="SHA-256">
              <Pruefsumme sha256={d.sha256} />
            </Angabe>
            <Angabe label="VU-Nummer">{d.vuNummern.join(', ') || '–'}</Angabe>
            <Angabe label="Gesellschaft">{d.gesellschaften.map((g) => g.name).join(', ') || '–'}</Angabe>
            <Angabe label="Erstellungszeitraum">{zeitraum(d)}</Angabe>
            <Angabe label="Datenpakete">{countFormat.format(d.datenpakete)}</Angabe>
            <Angabe label="Sätze">{countFormat.format(d.saetze)}</Angabe>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
