import { Alert, Box, Button, Container, FileInput, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconFileTypePdf, IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useVerifyMutation } from './signatur-pruefen.queries';
import { VerifyResult } from './verify-result';

export const VERIFY_INTRO =
  'Laden Sie ein PDF hoch, das mit Maklerwerk unterschrieben wurde. Wir prüfen, ob es von diesem Maklerbüro signiert wurde, von wem, wann, und ob es seitdem unverändert ist.';

/** 'Signatur prüfen' (no login): upload a PDF, see whether this office signed it and it is unchanged. */
export function VerifyPage() {
  useDocumentTitle('Signatur prüfen – Maklerwerk');
  const verify = useVerifyMutation();
  const [file, setFile] = useState<File | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    // A new file asks a new question: the old answer goes.
    verify.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !verify.isPending) {
      verify.mutate(file);
    }
  };

  return (
    <Box bg="gray.0" mih="100dvh">
      <Container component="main" size={900} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Group gap={8} wrap="nowrap">
                <ThemeIcon size={26} radius="sm" aria-hidden>
                  <IconShieldCheck size={16} stroke={1.8} />
                </ThemeIcon>
                <Text size="sm" fw={600} c="brand.9">
                  Maklerwerk
                </Text>
              </Group>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                Signatur prüfen
              </Title>
              <Text>{VERIFY_INTRO}</Text>
            </Stack>
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <FileInput
                  label="PDF-Datei"
                  placeholder="PDF auswählen"
                  accept="application/pdf,.pdf"
                  leftSection={<IconFileTypePdf size={18} aria-hidden />}
                  clearable
                  value={file}
                  onChange={choose}
                />
                <Group justify="flex-end">
                  <Button type="submit" disabled={!file} loading={verify.isPending}>
                    Prüfen
                  </Button>
                </Group>
              </Stack>
            </form>
            {/* Announced when the answer arrives. */}
            <div aria-live="polite">
              {verify.isError && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                  {errorMessage(verify.error)}
                </Alert>
              )}
              {verify.data && <VerifyResult result={verify.data} />}
            </div>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
