import { TABLE_PAGE_SIZES } from '@maklerwerk/domain';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { useSaveSettingsMutation } from './auth.queries';

type Props = { opened: boolean; onClose: () => void; tablePageSize: number | undefined };

const STANDARD = 'standard';

/** The user's own settings: how many entries a table page shows (read by the change log, spec 3.10). */
export function SettingsModal({ opened, onClose, tablePageSize }: Props) {
  const [choice, setChoice] = useState(String(tablePageSize ?? STANDARD));
  const save = useSaveSettingsMutation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening starts the form over
  useEffect(() => {
    if (opened) {
      setChoice(String(tablePageSize ?? STANDARD));
      save.reset();
    }
  }, [opened]);

  const submit = () =>
    save.mutate(
      { tablePageSize: choice === STANDARD ? null : Number(choice) },
      {
        onSuccess: () => {
          onClose();
          notifications.show({ color: 'green', message: 'Einstellungen gespeichert.' });
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Einstellungen">
      <Stack gap="md">
        <Radio.Group
          label="Einträge je Seite in Tabellen"
          description="Gilt für das Änderungslog; „Standard“ zeigt jede Tabelle in ihrer vorgesehenen Größe."
          value={choice}
          onChange={setChoice}
        >
          <Group mt="xs" gap="lg">
            <Radio value={STANDARD} label="Standard" />
            {TABLE_PAGE_SIZES.map((size) => (
              <Radio key={size} value={String(size)} label={String(size)} />
            ))}
          </Group>
        </Radio.Group>
        <FormAlert message={save.isError ? errorMessage(save.error) : null} />
        <Text size="sm" c="dimmed">
          Die Einstellung gilt für Ihren Zugang auf jedem Gerät.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
