import { SIGN_LIMITS, type SignWorkspace } from '@maklerwerk/domain';
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { WarningDialog } from '../../../shared/dokumentenarchiv/action-dialogs';
import { downloadUrl } from '../../../shared/dokumentenarchiv/dokument.queries';
import type { useSignWorkspaceMutations } from '../../../shared/dokumentenarchiv/signatur.queries';
import { FieldEditor } from './field-editor';
import { type Box, FALLBACK_SPOT, fieldFrom } from './field-geometry';
import { SignLayout } from './sign-layout';
import {
  checkBody,
  type DraftErrors,
  emptySigner,
  type FieldDraft,
  generalErrors,
  initialSigners,
  moveSigner,
  newKey,
  prepareBody,
  type SignerDraft,
} from './signatur-draft';
import { SignerList } from './signer-list';

type Prepare = ReturnType<typeof useSignWorkspaceMutations>['prepare'];
type Body = Parameters<Prepare['mutateAsync']>[0];

/**
 * Preparing a request: who signs in which order, and where on the document. 'Zur Unterschrift senden'
 * posts it; the server's question about signers without a field comes back as a warning (Ja: again
 * with confirm '1'). `after` is shown below the panel (the status of the previous request).
 */
export function Preparation({
  workspace,
  prepare,
  after,
}: {
  workspace: SignWorkspace;
  prepare: Prepare;
  after?: ReactNode;
}) {
  const { document } = workspace;
  const [signers, setSigners] = useState<SignerDraft[]>(() => initialSigners(workspace.suggestions));
  const [fields, setFields] = useState<FieldDraft[]>([]);
  const [armedKey, setArmedKey] = useState<string | null>(null);
  const [pageCount, setPageCount] = useState(workspace.pageCount);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<{ body: Body; warning: { title: string; message: string } } | null>(null);

  const armed = signers.find((s) => s.key === armedKey) ?? null;
  const canAddField = fields.length < SIGN_LIMITS.fields;
  const fieldCounts = new Map<string, number>();
  for (const f of fields) {
    fieldCounts.set(f.signerKey, (fieldCounts.get(f.signerKey) ?? 0) + 1);
  }
  const disarm = useCallback(() => setArmedKey(null), []);

  const addField = (signerKey: string, page: number, box: Box) => {
    if (!canAddField) {
      return;
    }
    setFields((list) => [...list, { key: newKey('field'), signerKey, page, ...box }]);
    setErrors((e) => withoutPath(e, 'fields'));
  };

  const send = async (body: Body) => {
    setFailure(null);
    try {
      const result = await prepare.mutateAsync(body);
      if (result.warning && body.confirm === undefined) {
        setPending({ body, warning: result.warning });
        return;
      }
      setPending(null);
      notifications.show({ color: 'teal', message: 'Das Dokument wurde zur Unterschrift gesendet.' });
    } catch (error) {
      setPending(null);
      setFailure(errorMessage(error));
      if (error instanceof ApiError && error.fieldErrors) {
        setErrors(error.fieldErrors);
      }
    }
  };

  const submit = () => {
    const body = prepareBody([document.nodeId, document.id], signers, fields);
    const found = checkBody(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('Bitte prüfen Sie die Angaben.');
      return;
    }
    setArmedKey(null);
    void send(body);
  };

  const general = generalErrors(errors);

  const panel = (
    <Stack gap="md">
      <Title order={2} size="h4">
        Unterschrift vorbereiten
      </Title>
      <SignerList
        signers={signers}
        errors={errors}
        fieldCounts={fieldCounts}
        armedKey={armedKey}
        lastPage={pageCount}
        canAddField={canAddField}
        onChange={(key, patch) => {
          setSigners((list) => list.map((s) => (s.key === key ? { ...s, ...patch } : s)));
          const index = signers.findIndex((s) => s.key === key);
          setErrors((e) => {
            let next = e;
            for (const name of Object.keys(patch)) {
              next = withoutPath(next, `signers.${index}.${name}`);
            }
            return next;
          });
        }}
        onMove={(index, direction) => {
          setSigners((list) => moveSigner(list, index, direction));
          setErrors({});
        }}
        onRemove={(key) => {
          setSigners((list) => list.filter((s) => s.key !== key));
          setFields((list) => list.filter((f) => f.signerKey !== key));
          setArmedKey((k) => (k === key ? null : k));
          setErrors({});
        }}
        onAdd={() => setSigners((list) => [...list, emptySigner(list)])}
        onArm={setArmedKey}
        onAddField={(key) => addField(key, pageCount, fieldFrom(FALLBACK_SPOT))}
      />
      {!canAddField && (
        <Text size="xs" c="dimmed">
          Höchstens {SIGN_LIMITS.fields} Felder.
        </Text>
      )}
      {(failure || general.length > 0) && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {failure && <Text size="sm">{failure}</Text>}
          {general.map((m) => (
            <Text size="sm" key={m}>
              {m}
            </Text>
          ))}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Jede Person erhält einen persönlichen Link, der {workspace.linkDays} Tage gilt. Mit E-Mail-Adresse wird er
        versendet, sobald die Person an der Reihe ist.
      </Text>
      <Button
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={submit}
        loading={prepare.isPending && pending === null}
        w="fit-content"
      >
        Zur Unterschrift senden
      </Button>
      {after && (
        <>
          <Divider />
          {after}
        </>
      )}
      <WarningDialog
        warning={pending?.warning ?? null}
        busy={prepare.isPending}
        onYes={() => pending && void send({ ...pending.body, confirm: '1' })}
        onNo={() => setPending(null)}
      />
    </Stack>
  );

  return (
    <SignLayout
      panel={panel}
      document={
        <FieldEditor
          pdfUrl={downloadUrl(document.nodeId, document.fileId, true)}
          signers={signers}
          fields={fields}
          armed={armed}
          onPlace={(page, box) => {
            if (armed) {
              addField(armed.key, page, box);
              setArmedKey(null);
            }
          }}
          onChange={(key, box) =>
            setFields((list) =>
              list.map((f) => (f.key === key ? { ...f, x: box.x, y: box.y, width: box.width, height: box.height } : f)),
            )
          }
          onRemove={(key) => setFields((list) => list.filter((f) => f.key !== key))}
          onDisarm={disarm}
          onPageCount={setPageCount}
        />
      }
    />
  );
}

function withoutPath(errors: DraftErrors, path: string): DraftErrors {
  if (!(path in errors)) {
    return errors;
  }
  const { [path]: _, ...rest } = errors;
  return rest;
}
