import { type DamageReportRow, MERGE_WARNING, mergeDialogDate } from '@maklerwerk/domain';
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsLeftRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useMergeSchadensmeldungenMutation } from './schadensmeldung.queries';

type Pair = readonly [DamageReportRow, DamageReportRow];

type Props = {
  contractId: number;
  /** The two selected reports in the order of selection: the first is the source, the second is kept. */
  reports: Pair | null;
  opened: boolean;
  onClose: () => void;
  /** After the merge: the kept report (its page opens). */
  onMerged: (kept: { schadenId: number; contractId: number }) => void;
};

function ReportCard({ report, kind }: { report: DamageReportRow; kind: 'source' | 'kept' }) {
  const source = kind === 'source';
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      aria-label={source ? 'Schadensmeldung, die entfernt wird' : 'Schadensmeldung, die erhalten bleibt'}
      component="section"
      style={{ borderColor: source ? 'var(--mantine-color-red-3)' : 'var(--mantine-color-green-4)' }}
    >
      <Badge color={source ? 'red' : 'green'} variant="light" tt="none" radius="sm" mb="sm">
        {source ? 'wird entfernt' : 'bleibt erhalten'}
      </Badge>
      <Stack gap={6}>
        <Row label="Schadennr." value={report.schadennr} />
        <Row label="Meldedatum" value={mergeDialogDate(report.meldedatum)} />
        <Row label="Ereignisdatum" value={mergeDialogDate(report.ereignisdatum)} />
        <Row label="Schadensursache" value={report.schadensursacheText} />
      </Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** Spec 4: the first selected report is removed, the second kept; 'Tauschen' exchanges them. */
export function MergeDialog({ contractId, reports, opened, onClose, onMerged }: Props) {
  const [swapped, setSwapped] = useState(false);
  const merge = useMergeSchadensmeldungenMutation(contractId);
  const { reset } = merge;
  // Every opening starts with the order of selection and without the last error.
  useEffect(() => {
    if (opened) {
      setSwapped(false);
      reset();
    }
  }, [opened, reset]);

  if (!reports) {
    return null;
  }
  const [source, kept] = swapped ? [reports[1], reports[0]] : reports;
  const close = () => {
    if (!merge.isPending) {
      onClose();
    }
  };
  const confirm = () =>
    merge.mutate(
      { toRemove: { schadenId: source.schadenId }, toKeep: { schadenId: kept.schadenId } },
      { onSuccess: (result) => onMerged(result.kept) },
    );

  return (
    <Modal opened={opened} onClose={close} title="Schadensmeldungen vereinigen" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          Alle Zahlungen, Anmerkungen und der Statusverlauf der entfernten Meldung gehen in die Meldung über, die
          erhalten bleibt.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ReportCard report={source} kind="source" />
          <ReportCard report={kept} kind="kept" />
        </SimpleGrid>
        <Group justify="center">
          <Button
            variant="default"
            leftSection={<IconArrowsLeftRight size={16} aria-hidden />}
            onClick={() => setSwapped((s) => !s)}
            disabled={merge.isPending}
          >
            Tauschen
          </Button>
        </Group>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {MERGE_WARNING}
        </Alert>
        {merge.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(merge.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={merge.isPending}>
            Abbrechen
          </Button>
          <Button color="red" onClick={confirm} loading={merge.isPending}>
            Vereinigen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
