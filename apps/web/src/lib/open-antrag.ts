import { type AntragLinkInput, antragLink, isCustomerKind, ROLE_FORBIDDEN_PATH } from '@maklerwerk/domain';
import { useNavigate } from '@tanstack/react-router';
import { useKundenzugang } from './kundenzugang';
import { useSession } from './session';

/**
 * Opens a filled form (application, investor profile, advice documentation, complaint) by its type
 * (spec §6, §8): the link comes from the shared rule `antragLink`; with a customer login the customer
 * access link is checked first (mrskundenzugang). No link, no access or a failed navigation lead to
 * /role-forbidden.
 */
export function useOpenAntrag(): (antrag: AntragLinkInput & { customerId: number }) => Promise<void> {
  const navigate = useNavigate();
  const kundenzugang = useKundenzugang();
  const { actor } = useSession();
  return async (antrag) => {
    const link = antragLink(antrag);
    if (link === null) {
      await navigate({ href: ROLE_FORBIDDEN_PATH }).catch(() => undefined);
      return;
    }
    if (isCustomerKind(actor.viewed) && (await kundenzugang(antrag.customerId)) === null) {
      return;
    }
    await navigate({ href: link }).catch(() => navigate({ href: ROLE_FORBIDDEN_PATH }).catch(() => undefined));
  };
}
