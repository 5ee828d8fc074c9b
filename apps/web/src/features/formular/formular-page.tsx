import {
  anlegerprofilConfirmLabel,
  type FormularAnswers,
  type FormularAntrag,
  formatDate,
  isDynamicDocument,
  validateFormular,
  walkFormularComponents,
} from '@maklerwerk/domain';
import { Alert, Anchor, Badge, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconDeviceFloppy, IconFileTypePdf } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormRenderer } from '../../components/form-renderer/form-renderer';
import { AnchorLink } from '../../components/router-links';
import { ApiError, errorMessage } from '../../lib/api-client';
import { DocumentPill } from '../../shared/dokumentenarchiv/document-pill';
import { downloadUrl } from '../../shared/dokumentenarchiv/dokument.queries';
import { DynamicDocument } from './dynamic-document';
import {
  type FormularRef,
  formularQueryOptions,
  useConfirmAnlegerprofilMutation,
  useFinishFormularMutation,
  useReloadFormular,
  useSaveFormularMutation,
} from './formular.queries';

/** The page of a filled form (issue 16 item 2): the form, its status, save and finish. */
export function FormularPage({ formRef }: { formRef: FormularRef }) {
  const { data: form } = useSuspenseQuery(formularQueryOptions(formRef));
  return <FormularEditor key={form.id} form={form} />;
}

function StatusPill({ status, anlegerprofilStatus }: Pick<FormularAntrag, 'status' | 'anlegerprofilStatus'>) {
  if (anlegerprofilStatus) {
    return <DocumentPill type="ANLEGERPROFIL" value={anlegerprofilStatus} />;
  }
  return status === 'OFFEN' ? (
    <Badge color="gray" variant="light" radius="sm" tt="none" fw={600} size="sm">
      offen
    </Badge>
  ) : (
    <DocumentPill type="ANTRAG" value={status} />
  );
}

function FormularEditor({ form }: { form: FormularAntrag }) {
  useDocumentTitle(`${form.label} – Maklerwerk`);
  const [values, setValues] = useState<FormularAnswers>(form.answers);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; stale: boolean } | null>(null);
  const [confirm, setConfirm] = useState<{ openPoints: Record<string, string> | null } | null>(null);
  // A new version (save, finish, reload) starts the fields again from the server's answers: untouched,
  // so the server's warnings show (spec §5).
  const [seenVersion, setSeenVersion] = useState(form.version);
  if (seenVersion !== form.version) {
    setSeenVersion(form.version);
    setValues(form.answers);
    setTouched(new Set());
    setFieldErrors({});
  }
  const save = useSaveFormularMutation(form.id);
  const finish = useFinishFormularMutation(form.id);
  const confirmProfil = useConfirmAnlegerprofilMutation(form.id);
  const reload = useReloadFormular(form.id);
  const dirty = JSON.stringify(values) !== JSON.stringify(form.answers);
  const readOnly = form.data.READ_ONLY;

  const serverWarnings = useMemo(
    () => ({ ...form.warnings.antragWarnings, ...form.warnings.positionWarnings, ...fieldErrors }),
    [form.warnings, fieldErrors],
  );

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors) {
      const errors = error.fieldErrors;
      setFieldErrors(errors);
      setTouched((previous) => new Set([...previous].filter((k) => !(k in errors))));
    }
    setMessage({ text: errorMessage(error), stale: error instanceof ApiError && error.status === 409 });
  };

  /** Saves the visible answers (what validateFormular keeps); resolves to the new version. */
  const saveNow = async (): Promise<number> => {
    setMessage(null);
    const answers = validateFormular(form.definition, values).cleaned;
    const saved = await save.mutateAsync({ answers, version: form.version });
    return saved.version;
  };

  const onSave = () => {
    saveNow().catch(fail);
  };

  const runFinish = async (bestaetigt: boolean) => {
    try {
      const version = dirty ? await saveNow() : form.version;
      await finish.mutateAsync({ version, bestaetigt });
      setConfirm(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
        setConfirm({ openPoints: error.fieldErrors });
        return;
      }
      setConfirm(null);
      fail(error);
    }
  };

  const labelOf = (key: string) => {
    const id = key.split('.').pop() ?? key;
    return (
      walkFormularComponents(form.definition.components).find((e) => e.component.id === id)?.component.label ?? key
    );
  };

  return (
    <Stack gap="md" maw={960} mx="auto" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz="h2">
            {form.label}
          </Title>
          <StatusPill status={form.status} anlegerprofilStatus={form.anlegerprofilStatus} />
        </Group>
        <Text c="dimmed" size="sm">
          {form.kunde.name}
          {form.vertrag ? ` · Vertrag ${form.vertrag.nummer}` : ''} · Formularversion {form.definitionVersion}
        </Text>
      </Stack>

      {form.dokument && (
        <Alert color="green" icon={<IconCheck size={18} />} title="Abgeschlossen">
          <Stack gap={4}>
            <Text size="sm">
              {form.finishedAt ? `Abgeschlossen am ${formatDate(form.finishedAt.slice(0, 10))}. ` : ''}
              Das Formular ist schreibgeschützt; sein PDF liegt im Archiv (
              {form.dokument.nodeId === 'BERATUNG' ? 'Beratung' : 'Vertragsunterlagen'}).
            </Text>
            <Group gap="md">
              {form.dokument.fileId !== null && (
                <Anchor href={downloadUrl(form.dokument.nodeId, form.dokument.fileId, true)} target="_blank" size="sm">
                  <Group gap={4} component="span">
                    <IconFileTypePdf size={16} aria-hidden /> PDF öffnen
                  </Group>
                </Anchor>
              )}
              {form.canConfirm && form.dokument && (
                <Button
                  size="xs"
                  variant="light"
                  loading={confirmProfil.isPending}
                  onClick={() => {
                    setMessage(null);
                    const dokument = form.dokument;
                    if (dokument) {
                      confirmProfil.mutateAsync({ nodeId: dokument.nodeId, documentId: dokument.id }).catch(fail);
                    }
                  }}
                >
                  {anlegerprofilConfirmLabel(form.anlegerprofilStatus)}
                </Button>
              )}
              {form.vertrag && (
                <AnchorLink
                  to="/home/versicherungen/insurance-group/dokumente/$contractId"
                  params={{ contractId: form.vertrag.id }}
                  size="sm"
                >
                  Zu den Dokumenten des Vertrags
                </AnchorLink>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      {!form.dokument && readOnly && (
        <Alert color="gray" title="Nur lesend">
          Sie können dieses Formular ansehen, aber nicht ändern.
        </Alert>
      )}

      {isDynamicDocument(form.definition) ? (
        <DynamicDocument
          definition={form.definition}
          values={values}
          onChange={setValues}
          ctx={{ readOnly: form.data.READ_ONLY, isSigniert: form.data.isSigniert }}
          serverWarnings={serverWarnings}
          touched={touched}
          onTouch={(key) => setTouched((previous) => new Set(previous).add(key))}
          readOnly={readOnly}
          onStepListChange={(id) => {
            const stale = (key: string) => key.startsWith(`${id}.`);
            setTouched((previous) => new Set([...previous].filter((k) => !stale(k))));
            setFieldErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([k]) => !stale(k))));
          }}
        />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <FormRenderer
            definition={form.definition}
            values={values}
            onChange={setValues}
            ctx={{ readOnly: form.data.READ_ONLY, isSigniert: form.data.isSigniert }}
            serverWarnings={serverWarnings}
            touched={touched}
            onTouch={(key) => setTouched((previous) => new Set(previous).add(key))}
          />
        </Paper>
      )}

      {message && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{message.text}</Text>
            {message.stale && (
              <Button size="xs" variant="default" onClick={() => void reload()}>
                Neu laden
              </Button>
            )}
          </Group>
        </Alert>
      )}

      {form.canEdit && (
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={onSave}
            loading={save.isPending && !confirm}
            disabled={!dirty}
          >
            Speichern
          </Button>
          <Button leftSection={<IconCheck size={16} />} onClick={() => setConfirm({ openPoints: null })}>
            Abschließen
          </Button>
        </Group>
      )}

      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.openPoints ? 'Offene Punkte' : 'Formular abschließen'}
        centered
      >
        <Stack gap="md">
          {confirm?.openPoints ? (
            <>
              <Text size="sm">
                Das Formular hat noch offene Punkte. Sie können es trotzdem abschließen; es erhält dann den Status
                „fehlerhaft“.
              </Text>
              <List size="sm" spacing={4}>
                {Object.entries(confirm.openPoints).map(([key, text]) => (
                  <List.Item key={key}>
                    <b>{labelOf(key)}:</b> {text}
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm">
              Nach dem Abschließen kann das Formular nicht mehr geändert werden. Das PDF wird im Archiv des Kunden
              abgelegt.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Abbrechen
            </Button>
            <Button
              color={confirm?.openPoints ? 'red' : undefined}
              loading={finish.isPending || save.isPending}
              onClick={() => void runFinish(confirm?.openPoints != null)}
            >
              {confirm?.openPoints ? 'Als fehlerhaft abschließen' : 'Abschließen'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
