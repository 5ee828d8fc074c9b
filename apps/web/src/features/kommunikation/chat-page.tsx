import { type Chat, formatDateTime, MESSAGE_MAX } from '@maklerwerk/domain';
import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { chatQueryOptions, usePostMessageMutation } from './kommunikation.queries';
import { MailHtml } from './mail-html';

/** Named route 'ticket' (chatId, channelId): the messages between a contract's customer and the office. */
export function ChatPage({ chatId }: { chatId: number }) {
  const router = useRouter();
  const chat = useQuery(chatQueryOptions(chatId));
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={900} gap="md">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowBackUp size={14} aria-hidden /> zurück
      </Anchor>
      {chat.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorMessage(chat.error)}
        </Alert>
      )}
      {chat.isPending && <Skeleton height={320} />}
      {chat.data && <Thread chat={chat.data} />}
    </Stack>
  );
}

function Thread({ chat }: { chat: Chat }) {
  const [text, setText] = useState('');
  const post = usePostMessageMutation(chat.chatId);
  const submit = async () => {
    if (text.trim() === '') {
      return;
    }
    await post.mutateAsync(text.trim());
    setText('');
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Nachrichten
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Versicherung {chat.nummer} · {chat.kunde}
      </Text>
      <Stack gap="sm" mb="md" aria-label="Nachrichten" role="log">
        {chat.messages.length === 0 && (
          <Text c="dimmed" size="sm">
            Noch keine Nachrichten.
          </Text>
        )}
        {chat.messages.map((m) => (
          <Box key={m.commId} maw="80%" ml={m.own ? 'auto' : 0}>
            <Text size="xs" c="dimmed" ta={m.own ? 'right' : 'left'} mb={2}>
              {m.author} · {formatDateTime(m.date)}
            </Text>
            <Paper
              p="sm"
              radius="md"
              bg={m.own ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'}
              aria-label={`Nachricht von ${m.author}`}
            >
              <MailHtml html={m.text} />
            </Paper>
          </Box>
        ))}
      </Stack>
      {chat.canWrite && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Neue Nachricht"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={MESSAGE_MAX}
            />
            <FormAlert message={post.isError ? errorMessage(post.error) : null} />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconSend size={16} />}
                loading={post.isPending}
                disabled={!text.trim()}
              >
                Senden
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
