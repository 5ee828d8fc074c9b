import type { ViewAsTarget } from '@maklerwerk/domain';
import { Alert, Modal, ScrollArea, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useViewAsMutation } from './auth.queries';
import { ViewAsTargetList } from './view-as-target-list';

type Props = { opened: boolean; onClose: () => void; onSwitched: () => void };

/** 'Ansicht wechseln': pick a broker or customer and see Maklerwerk as them. */
export function ViewAsModal({ opened, onClose, onSwitched }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const viewAs = useViewAsMutation();

  const choose = (target: ViewAsTarget) => {
    viewAs.mutate(target.userId, {
      onSuccess: () => {
        onClose();
        onSwitched();
        notifications.show({ color: 'orange', message: `Sie sehen Maklerwerk jetzt als ${target.displayName}.` });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Ansicht wechseln" size="lg">
      <Stack gap="md">
        <TextInput
          label="Benutzer suchen"
          placeholder="Name, Kundennummer oder Vermittlernummer"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {viewAs.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(viewAs.error)}
          </Alert>
        )}
        <ScrollArea.Autosize mah="55dvh" offsetScrollbars>
          <ViewAsTargetList search={debounced} disabled={viewAs.isPending} onChoose={choose} />
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
