import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/not-found-page';
import { MailViewerPage } from '../../../../../features/kommunikation/mail-viewer-page';
import { parseIdParam } from '../../../../../lib/route-params';

export const Route = createFileRoute('/communication/postfach/emails/email/$commId')({
  params: {
    parse: ({ commId }: { commId: string }) => ({ commId: parseIdParam(commId) }),
    stringify: ({ commId }: { commId: number }) => ({ commId: String(commId) }),
  },
  component: MailRoute,
});

function MailRoute() {
  const { commId } = Route.useParams();
  return Number.isNaN(commId) ? <NotFoundPage /> : <MailViewerPage commId={commId} />;
}
