import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/api-client';
import { useCreateFormularMutation } from './formular.queries';
import { FormularPage } from './formular-page';
import { type FormularSearch, formularIdOf } from './formular-search';

type Props = { formGroupPath: string; formPath: string; search: FormularSearch };

/** The route's page: a filled form by its id, or — with kundeId (and versId) — creating a new one. */
export function FormularRoutePage({ formGroupPath, formPath, search }: Props) {
  const id = formularIdOf(search);
  if (id !== undefined) {
    return <FormularPage formRef={{ formGroupPath, formPath, id }} />;
  }
  return <NewFormular formGroupPath={formGroupPath} formPath={formPath} search={search} />;
}

function NewFormular({ formGroupPath, formPath, search }: Props) {
  const create = useCreateFormularMutation();
  const navigate = useNavigate();
  const kundeId = search.kundeId;
  const start = async () => {
    if (kundeId === undefined) {
      return;
    }
    const created = await create.mutateAsync({ formGroupPath, formPath, kundeId, versId: search.versId });
    await navigate({
      to: '/beratung/formulare/antrag/$formGroupPath/$formPath',
      params: { formGroupPath, formPath },
      search: { dynamicFormId: created.id },
      replace: true,
    });
  };
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} fz="h3" ta="center">
          Neues Formular
        </Title>
        {kundeId === undefined ? (
          <Text c="dimmed" ta="center">
            Öffnen Sie Formulare aus einem Vertrag (Aktionen → Versicherungsformulare).
          </Text>
        ) : (
          <Button onClick={() => void start()} loading={create.isPending}>
            Formular anlegen
          </Button>
        )}
        {create.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(create.error)}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
