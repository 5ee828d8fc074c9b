import { createFileRoute } from '@tanstack/react-router';
import { PosteingangPage } from '../../features/dokument/posteingang-page';

export const Route = createFileRoute('/home/posteingang')({
  component: PosteingangPage,
});
