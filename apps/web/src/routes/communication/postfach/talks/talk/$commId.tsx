import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { ItemPage } from '../../../../../features/kommunikation/item-page';
import { parseIdParam } from '../../../../../lib/route-params';

export const Route = createFileRoute('/communication/postfach/talks/talk/$commId')({
  params: {
    parse: ({ commId }: { commId: string }) => ({ commId: parseIdParam(commId) }),
    stringify: ({ commId }: { commId: number }) => ({ commId: String(commId) }),
  },
  component: ItemRoute,
});

function ItemRoute() {
  const { commId } = Route.useParams();
  return Number.isNaN(commId) ? <NotFoundPage /> : <ItemPage commId={commId} />;
}
