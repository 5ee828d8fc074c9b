import { displaySubject, formatDateTime, type StartPage, type UnreadItem } from '@maklerwerk/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { AnchorLink } from '../../components/router-links';
import { ItemsSkeleton } from './items-skeleton';
import { StartCardHeader } from './start-card-header';

/** Where an unread item opens: a mail in the viewer, a message in its thread, the rest in the postbox. */
function ItemLink({ item }: { item: UnreadItem }) {
  const text = displaySubject(item.subject);
  switch (item.category) {
    case 'EMAIL':
      return (
        <AnchorLink
          to="/communication/postfach/emails/email/$commId"
          params={{ commId: item.commId }}
          size="sm"
          fw={600}
        >
          {text}
        </AnchorLink>
      );
    case 'NACHRICHT':
      return (
        <AnchorLink
          to="/communication/ticket"
          search={{ chatId: item.contractId, channelId: 'vertrag' }}
          size="sm"
          fw={600}
        >
          {text}
        </AnchorLink>
      );
    default:
      return (
        <AnchorLink
          to="/home/versicherungen/insurance-group/insurancePostfach/$contractId"
          params={{ contractId: item.contractId }}
          size="sm"
          fw={600}
        >
          {text}
        </AnchorLink>
      );
  }
}

/** Issue 11 §8: unread mail (office) or new messages from the broker (customer), the newest five. */
export function UnreadCard({ unread, forCustomer }: { unread: StartPage['unread'] | undefined; forCustomer: boolean }) {
  const title = forCustomer ? 'Neue Nachrichten' : 'Ungelesene E-Mails und Nachrichten';
  return (
    <Paper withBorder radius="md" p="md" style={{ flex: 1 }}>
      <StartCardHeader icon={<IconMailOpened size={20} stroke={1.6} />} title={title} count={unread?.count} />
      {!unread && <ItemsSkeleton />}
      {unread && unread.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {forCustomer ? 'Keine neuen Nachrichten.' : 'Keine ungelesenen E-Mails oder Nachrichten.'}
        </Text>
      )}
      <Stack gap={6}>
        {unread?.items.map((item) => (
          <div key={item.commId}>
            <ItemLink item={item} />
            <Text size="xs" c="dimmed">
              {item.from} · {item.nummer} · {formatDateTime(item.date)}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
