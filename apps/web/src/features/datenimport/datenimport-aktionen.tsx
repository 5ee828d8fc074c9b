import { type DatenimportReport, uebernahmeGesperrt } from '@maklerwerk/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { useDatenimportUebernehmenMutation, useDatenimportVerwerfenMutation } from './datenimport.queries';

const countFormat = new Intl.NumberFormat('de-DE');

/** „Import übernehmen“ (disabled with its reason) and „Verwerfen“, each after a question. */
export function DatenimportAktionen({ report }: { report: DatenimportReport }) {
  const [frage, setFrage] = useState<'uebernehmen' | 'verwerfen' | null>(null);
  const uebernehmen = useDatenimportUebernehmenMutation(report.id);
  const verwerfen = useDatenimportVerwerfenMutation(report.id);
  const sperre = uebernahmeGesperrt(report);
  const z = report.zaehler;
  const close = () => setFrage(null);
  return (
    <>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {sperre && (
          <Text size="sm" c="dimmed" id="datenimport-sperre" style={{ flex: '1 1 240px' }}>
            {sperre}
          </Text>
        )}
        <Button
          variant="default"
          leftSection={<IconTrash size={16} />}
          onClick={() => setFrage('verwerfen')}
          disabled={report.status !== 'vorschau'}
        >
          Verwerfen
        </Button>
        <Button
          leftSection={<IconCheck size={16} />}
          onClick={() => setFrage('uebernehmen')}
          disabled={sperre !== null}
          aria-describedby={sperre ? 'datenimport-sperre' : undefined}
        >
          Import übernehmen
        </Button>
      </Group>
      <ConfirmModal
        opened={frage === 'uebernehmen'}
        title="Import übernehmen"
        confirmLabel="Import übernehmen"
        onConfirm={async () => {
          await uebernehmen.mutateAsync();
        }}
        onClose={close}
      >
        {`Die Vorschau wird übernommen: ${countFormat.format(z.vertraegeNeu)} neue und ${countFormat.format(z.vertraegeGeaendert)} geänderte Verträge, ${countFormat.format(z.kundenNeu)} neue Kunden.${z.fehler > 0 ? ` Datenpakete mit Fehlern (${countFormat.format(z.fehler)}) werden nicht übernommen.` : ''} Jede Änderung steht danach im Änderungslog.`}
      </ConfirmModal>
      <ConfirmModal
        opened={frage === 'verwerfen'}
        title="Vorschau verwerfen"
        confirmLabel="Verwerfen"
        danger
        onConfirm={async () => {
          await verwerfen.mutateAsync();
        }}
        onClose={close}
      >
        Die Vorschau wird verworfen; es wird nichts übernommen. Die Datei kann später erneut importiert werden.
      </ConfirmModal>
    </>
  );
}
