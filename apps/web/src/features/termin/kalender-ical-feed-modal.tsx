import { formatDateTime } from '@maklerwerk/domain';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import { icalFeedQueryOptions, useRenewIcalFeedMutation, useRevokeIcalFeedMutation } from './kalender.queries';

type Props = { opened: boolean; onClose: () => void };

export const ICAL_TEXT = {
  title: 'Kalender abonnieren',
  explain:
    'Mit dieser geheimen Adresse zeigen Outlook, Apple Kalender oder Google Kalender Ihre Termine an. Geben Sie sie nicht weiter.',
  once: 'Die Adresse wird nur jetzt angezeigt. Kopieren Sie sie in Ihr Kalenderprogramm (Kalender abonnieren / aus dem Internet hinzufügen).',
  renewQuestion:
    'Es gibt bereits eine Adresse. Eine neue Adresse ersetzt sie: Kalender, die die bisherige Adresse abonniert haben, erhalten danach keine Termine mehr.',
  revokeQuestion:
    'Soll die Adresse wirklich widerrufen werden? Kalender, die sie abonniert haben, erhalten danach keine Termine mehr.',
} as const;

/** The server may answer a path ('/ical/…'); the calendar programs need the full address. */
function absoluteUrl(url: string): string {
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}

/** 'Kalender abonnieren': the user's secret iCal address — set up, renew (shown once) and revoke. */
export function IcalFeedModal({ opened, onClose }: Props) {
  const feed = useQuery({ ...icalFeedQueryOptions(), enabled: opened });
  const renew = useRenewIcalFeedMutation();
  const revoke = useRevokeIcalFeedMutation();
  // The address is only in the answer that made it: kept here until the dialog closes.
  const [url, setUrl] = useState<string | null>(null);
  const [renewError, setRenewError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);

  const doRenew = async () => {
    setRenewError(null);
    const answer = await renew.mutateAsync();
    setUrl(answer.url ? absoluteUrl(answer.url) : null);
  };
  const askRenew = () => {
    if (feed.data?.active) {
      setConfirm('renew');
      return;
    }
    doRenew().catch((e: unknown) => setRenewError(errorMessage(e)));
  };
  const close = () => {
    setUrl(null);
    setRenewError(null);
    onClose();
  };

  const since = feed.data?.createdAt ? formatDateTime(feed.data.createdAt) || feed.data.createdAt : null;

  return (
    <>
      <Modal opened={opened && confirm === null} onClose={close} title={ICAL_TEXT.title} centered size="lg">
        <Stack gap="md">
          <Text size="sm">{ICAL_TEXT.explain}</Text>
          {feed.isError && <LoadError error={feed.error} />}
          {feed.isPending && !feed.isError && <Skeleton height={24} width="60%" />}
          {feed.data && (
            <Group gap="xs">
              <Text size="sm" fw={500}>
                Status:
              </Text>
              {feed.data.active ? (
                <Badge color="teal" variant="light">
                  {since ? `Eingerichtet seit ${since}` : 'Eingerichtet'}
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Nicht eingerichtet
                </Badge>
              )}
            </Group>
          )}
          {url && (
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label="Ihre Kalenderadresse"
                  value={url}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                />
                <CopyButton value={url} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Kopiert' : 'Adresse kopieren'} withArrow>
                      <Button
                        onClick={copy}
                        color={copied ? 'teal' : undefined}
                        leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      >
                        {copied ? 'Kopiert' : 'Kopieren'}
                      </Button>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
                <Text size="xs">{ICAL_TEXT.once}</Text>
              </Alert>
            </Stack>
          )}
          {renewError && (
            <Alert color="red" variant="light" role="alert">
              {renewError}
            </Alert>
          )}
          <Group justify="space-between" gap="sm" mt="xs">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={!feed.data?.active}
              onClick={() => setConfirm('revoke')}
            >
              Widerrufen
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                Schließen
              </Button>
              <Button
                leftSection={<IconRefresh size={16} />}
                loading={renew.isPending}
                disabled={!feed.data}
                onClick={askRenew}
              >
                Adresse erzeugen
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={opened && confirm === 'renew'}
        title="Neue Adresse erzeugen"
        confirmLabel="Neue Adresse erzeugen"
        onConfirm={doRenew}
        onClose={() => setConfirm(null)}
      >
        {ICAL_TEXT.renewQuestion}
      </ConfirmModal>
      <ConfirmModal
        opened={opened && confirm === 'revoke'}
        title="Adresse widerrufen"
        confirmLabel="Widerrufen"
        danger
        onConfirm={async () => {
          await revoke.mutateAsync();
          setUrl(null);
        }}
        onClose={() => setConfirm(null)}
      >
        {ICAL_TEXT.revokeQuestion}
      </ConfirmModal>
    </>
  );
}
