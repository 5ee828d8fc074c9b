import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { BrandMark } from './brand-mark';
import { LoginForm } from './login-form';
import classes from './login-page.module.css';

export function LoginPage({ onLoggedIn }: { onLoggedIn: () => void }) {
  return (
    <Box className={classes.background}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={440} gap="lg">
          <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 36 }}>
            <Stack gap={6} mb="xl" align="center">
              <BrandMark size="lg" />
              <Text c="dimmed" ta="center" size="sm" style={{ textWrap: 'balance' }}>
                Bestandsverwaltung für Makler und Vermittler
              </Text>
            </Stack>
            <LoginForm onLoggedIn={onLoggedIn} />
          </Paper>
          <Text c="dimmed" size="xs" ta="center" style={{ textWrap: 'balance' }}>
            Bei Problemen mit der Anmeldung wenden Sie sich bitte an Ihren Innendienst.
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
