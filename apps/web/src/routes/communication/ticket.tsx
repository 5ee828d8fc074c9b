import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotFoundPage } from '../../components/not-found-page';
import { ChatPage } from '../../features/vertrag/postfach/chat-page';

const search = z.object({
  chatId: z.coerce.number().int().positive().optional().catch(undefined),
  channelId: z.literal('vertrag').optional().catch(undefined),
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
