import { createFileRoute } from '@tanstack/react-router';
import { PosteingangPage } from '../../features/dokument/posteingang-page';
import { UnassignedMails } from '../../features/kommunikation/unassigned-mails';

/** The Posteingang: documents not yet filed (issue 10) and received mail on no contract (issue 11). */
export const Route = createFileRoute('/home/posteingang')({
  component: () => <PosteingangPage extra={<UnassignedMails />} />,
});
