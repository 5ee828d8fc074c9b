import type { ContractDetails } from '@maklerwerk/domain';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/api-client';
import { useCreateVertragFormularMutation, versicherungsformulareQueryOptions } from './versicherungsformulare.queries';

type Props = { contract: ContractDetails; opened: boolean; onClose: () => void };

/** 'Versicherungsformulare' (issue 16 item 3): the forms fitting the contract; a pick creates and opens one. */
export function VersicherungsformulareModal({ contract, opened, onClose }: Props) {
  const { data, isPending, error } = useQuery({ ...versicherungsformulareQueryOptions(contract.id), enabled: opened });
  const create = useCreateVertragFormularMutation();
  const navigate = useNavigate();
  const open = async (formGroupPath: string, formPath: string) => {
    const created = await create.mutateAsync({
      formGroupPath,
      formPath,
      kundeId: contract.kunde.id,
      versId: contract.id,
    });
    onClose();
    await navigate({
      to: '/beratung/formulare/antrag/$formGroupPath/$formPath',
      params: { formGroupPath, formPath },
      search: {
        dynamicFormId: created.id,
        ...(formPath === 'beratungsdokumentationVersicherungen' ? { hideBeratungsmappepopup: true } : {}),
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Versicherungsformulare" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Formulare für Vertrag {contract.nummer}. Das gewählte Formular wird für {contract.kunde.name} angelegt und mit
          seinen Daten vorbelegt.
        </Text>
        {isPending && <Loader size="sm" aria-label="Formulare werden geladen" />}
        {error && <Alert color="red">{errorMessage(error)}</Alert>}
        {data?.items.length === 0 && <Text size="sm">Für diese Sparte gibt es keine Formulare.</Text>}
        {data?.items.map((item) => (
          <Button
            key={`${item.formGroupPath}/${item.formPath}`}
            variant="default"
            justify="flex-start"
            leftSection={<IconForms size={16} />}
            disabled={!data.canCreate}
            loading={create.isPending && create.variables?.formPath === item.formPath}
            onClick={() => void open(item.formGroupPath, item.formPath).catch(() => undefined)}
          >
            {item.label}
          </Button>
        ))}
        {create.isError && (
          <Alert color="red" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
