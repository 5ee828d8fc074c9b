import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '../features/signatur-pruefen/verify-page';

/** Anybody may check a signed PDF (issue 12 §7): public, outside the login guard of /home. */
export const Route = createFileRoute('/signatur-pruefen')({
  component: VerifyPage,
});
