import { canCreateContract } from '@maklerwerk/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../lib/session';

// The dialog (with its date field) is loaded when it is first wanted, not with the page.
const loadModal = () => import('./neue-versicherung-modal');
const NeueVersicherungModal = lazy(loadModal);

type Props = {
  /** From a customer's page or tab: the new contract is his. */
  kundeId?: number | undefined;
} & Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;

/**
 * 'Neue Versicherung' (issue 8): the button and its dialog, self-contained so that the contract list,
 * the start page and the customer page can place it. Hidden where canCreateContract says no
 * (customers, read-only logins).
 */
export function NeueVersicherungButton({ kundeId, ...buttonProps }: Props) {
  const { actor } = useSession();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!canCreateContract(actor, kundeId === undefined ? undefined : { id: kundeId })) {
    return null;
  }
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} />}
        onMouseEnter={() => void loadModal().catch(() => undefined)}
        onFocus={() => void loadModal().catch(() => undefined)}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        {...buttonProps}
      >
        Neue Versicherung
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <NeueVersicherungModal opened={opened} onClose={() => setOpened(false)} kundeId={kundeId} />
        </Suspense>
      )}
    </>
  );
}
