import type { SigningSession } from '@maklerwerk/domain';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSignature } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { DeclineModal } from './decline-modal';
import { type SignatureDraft, signatureOf } from './signature-draft';
import { SignatureInput } from './signature-input';
import { type SignOutcome, useSignMutation } from './signieren.queries';
import classes from './signieren-page.module.css';

type Props = {
  token: string;
  session: SigningSession;
  onDone: (outcome: SignOutcome) => void;
};

export const SIGNING_PANEL_ID = 'unterschrift';

/** Consent, the signature (drawn or typed) and 'Unterschreiben'; 'Ablehnen' opens the decline dialog. */
export function SigningPanel({ token, session, onDone }: Props) {
  const sign = useSignMutation(token);
  const [consent, setConsent] = useState(false);
  const [draft, setDraft] = useState<SignatureDraft>({ mode: 'drawn', png: null, name: session.signerName });
  const [declining, setDeclining] = useState(false);
  const consentId = useId();
  const signature = signatureOf(draft);
  const ready = consent && signature !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sign.isPending) {
      return;
    }
    // The message stands in an alert (sign.error); the page stays.
    sign.mutateAsync({ consent: true, signature }).then(onDone, () => undefined);
  };

  return (
    <Paper
      id={SIGNING_PANEL_ID}
      className={classes.panel}
      component="section"
      aria-labelledby={`${consentId}-title`}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title id={`${consentId}-title`} order={2} fz="h4">
            Unterschrift
          </Title>
          <Text id={consentId} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {session.consentText}
          </Text>
          <Checkbox
            label="Ich stimme zu"
            required
            aria-describedby={consentId}
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
          />
          <SignatureInput value={draft} onChange={setDraft} />
          {sign.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(sign.error)}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" color="red" onClick={() => setDeclining(true)} disabled={sign.isPending}>
              Ablehnen
            </Button>
            <Button
              type="submit"
              size="md"
              leftSection={<IconSignature size={18} aria-hidden />}
              disabled={!ready}
              loading={sign.isPending}
            >
              Unterschreiben
            </Button>
          </Group>
        </Stack>
      </form>
      <DeclineModal token={token} opened={declining} onClose={() => setDeclining(false)} onDeclined={onDone} />
    </Paper>
  );
}
