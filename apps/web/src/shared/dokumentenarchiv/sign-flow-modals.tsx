import {
  SIGN_TEXT,
  type SignatureFile,
  signaturLegend,
  WARNINGS_SHOWN,
  type WebserviceWarning,
} from '@maklerwerk/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

/** 'Vorsicht, die folgenden Daten haben sich geändert:' with the first warnings and 'weitere Warnungen ...'. */
export function WebserviceWarningsBox({ warnings }: { warnings: readonly WebserviceWarning[] }) {
  const [all, setAll] = useState(false);
  if (warnings.length === 0) {
    return null;
  }
  const shown = all ? warnings : warnings.slice(0, WARNINGS_SHOWN);
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={SIGN_TEXT.warningsBox}>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px' }}>
        {shown.map((w) => (
          <div key={w.key} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{w.key}</dt>
            <dd style={{ margin: 0 }}>{w.value}</dd>
          </div>
        ))}
      </dl>
      {!all && warnings.length > WARNINGS_SHOWN && (
        <Anchor component="button" type="button" size="sm" mt={4} onClick={() => setAll(true)}>
          {SIGN_TEXT.moreWarnings}
        </Anchor>
      )}
    </Alert>
  );
}

/** The file list of a sign action (several files, or one with warnings), spec §4. */
export function SignListModal({
  files,
  warnings,
  onClose,
  onOpen,
  onDownload,
}: {
  files: readonly SignatureFile[] | null;
  warnings: readonly WebserviceWarning[];
  onClose: () => void;
  onOpen: (url: string) => void;
  onDownload: (file: SignatureFile) => void;
}) {
  return (
    <Modal opened={files !== null} onClose={onClose} title="Dokumente zur Unterschrift" size="lg" centered>
      <Stack gap="md">
        <WebserviceWarningsBox warnings={warnings} />
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Datei</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(files ?? []).map((file) => (
              <Table.Tr key={`${file.signoElement.PARAMETER_ANTRAGSDATEN_PDF_ID}`}>
                <Table.Td>{file.fileName}</Table.Td>
                <Table.Td>
                  {file.signaturStatus ? (signaturLegend[file.signaturStatus]?.label ?? file.signaturStatus) : '—'}
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end" gap="xs" wrap="nowrap">
                    {file.url && file.signaturStatus !== 'KOMPLETT' ? (
                      <Button size="xs" onClick={() => onOpen(file.url as string)}>
                        Unterschreiben
                      </Button>
                    ) : (
                      <Button size="xs" variant="default" onClick={() => onDownload(file)}>
                        Herunterladen
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Schließen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 'Das Dokument ist nicht zur e-Signatur geeignet' with the download offered instead. */
export function NotSuitableModal({
  file,
  onClose,
  onDownload,
}: {
  file: SignatureFile | null;
  onClose: () => void;
  onDownload: (file: SignatureFile) => void;
}) {
  return (
    <Modal opened={file !== null} onClose={onClose} title={SIGN_TEXT.notSuitableTitle} centered>
      <Text size="sm">{SIGN_TEXT.notSuitableHint}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          Schließen
        </Button>
        {file && <Button onClick={() => onDownload(file)}>Herunterladen</Button>}
      </Group>
    </Modal>
  );
}

/** No file of the row can be signed: 'Keine Dokumente zur Unterschrift'. */
export function NoSignatureFilesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={SIGN_TEXT.noneTitle} centered>
      <Text size="sm">{SIGN_TEXT.noneText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Schließen
        </Button>
      </Group>
    </Modal>
  );
}
