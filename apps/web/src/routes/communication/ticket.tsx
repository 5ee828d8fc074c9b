import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { ChatPage } from '../../features/kommunikation/chat-page';
import { coercedInt, oneOf, searchSchema } from '../../lib/search-schema';

const search = searchSchema({
  chatId: coercedInt({ min: 1 }),
  channelId: oneOf(['vertrag']),
});

/** Named route 'ticket' (spec §2.6): chatId and channelId. */
export const Route = createFileRoute('/communication/ticket')({
  validateSearch: search,
  component: TicketRoute,
});

function TicketRoute() {
  const { chatId } = Route.useSearch();
  return chatId === undefined ? <NotFoundPage /> : <ChatPage chatId={chatId} />;
}
