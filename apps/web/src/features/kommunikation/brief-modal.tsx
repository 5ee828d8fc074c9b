import { BriefBodySchema, ITEM_LIMITS, KOMMUNIKATION_LIMITS } from '@maklerwerk/domain';
import { Anchor, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { simpleFileUrl, useCreateBriefMutation } from './kommunikation.queries';

type Props = { contractId: number; nummer: string; kunde: string; opened: boolean; onClose: () => void };

const draft = (kunde: string) =>
  `Sehr geehrte Damen und Herren,\n\n\n\nMit freundlichen Grüßen\n\n(im Auftrag von ${kunde})`;

/** 'Brief erstellen': a DIN 5008 letter on the broker's letterhead, filed as PDF and in the postbox. */
export function BriefModal({ contractId, nummer, kunde, opened, onClose }: Props) {
  const create = useCreateBriefMutation(contractId);
  const [empfaenger, setEmpfaenger] = useState<'KUNDE' | 'GESELLSCHAFT'>('GESELLSCHAFT');
  const [betreff, setBetreff] = useState(`Versicherungsnummer ${nummer}`);
  const [text, setText] = useState(() => draft(kunde));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = create.data;

  const close = () => {
    create.reset();
    onClose();
  };
  const submit = async () => {
    const body = { empfaenger, betreff, text };
    const parsed = BriefBodySchema.omit({ insuranceId: true }).safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await create.mutateAsync(body).catch(() => undefined);
  };
  return (
    <Modal opened={opened} onClose={close} title="Brief erstellen" size="lg" centered>
      {done ? (
        <Stack gap="sm">
          <Text>Der Brief wurde erstellt und unter Korrespondenz sowie im Postfach abgelegt.</Text>
          <Group gap="xs">
            <IconFileTypePdf size={18} aria-hidden />
            <Anchor href={simpleFileUrl(done.commId)} download>
              {done.fileName}
            </Anchor>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>Schließen</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} mb={4} id="brief-empfaenger">
                Empfänger
              </Text>
              <SegmentedControl
                aria-labelledby="brief-empfaenger"
                value={empfaenger}
                onChange={(v) => setEmpfaenger(v as typeof empfaenger)}
                data={[
                  { value: 'GESELLSCHAFT', label: 'Gesellschaft' },
                  { value: 'KUNDE', label: 'Kunde' },
                ]}
              />
            </div>
            <TextInput
              label="Betreff"
              required
              value={betreff}
              onChange={(e) => setBetreff(e.currentTarget.value)}
              maxLength={KOMMUNIKATION_LIMITS.subject}
              error={errors.betreff}
            />
            <Textarea
              label="Text"
              required
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={8}
              maxLength={ITEM_LIMITS.text}
              error={errors.text}
            />
            <FormAlert message={create.isError ? errorMessage(create.error) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Abbrechen
              </Button>
              <Button type="submit" loading={create.isPending}>
                Brief erstellen
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
