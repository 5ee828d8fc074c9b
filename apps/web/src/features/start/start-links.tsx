import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { HrefLink } from '../../components/href-link';
import { AnchorLink } from '../../components/router-links';
import { contractHref, useOpenContract } from '../../lib/open-contract';

type ContractRef = { id: number; kunde: { id: number; kundennr: string; name: string } };

const modified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/** A link to a contract's overview; brokers and internal staff get it in its customer's tab (spec 2.1). */
export function ContractLink({
  contract,
  children,
  ...props
}: { contract: ContractRef; children: ReactNode } & AnchorProps) {
  const openContract = useOpenContract();
  return (
    <Anchor
      component={HrefLink}
      href={contractHref(contract.id)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!modified(event)) {
          event.preventDefault();
          void openContract(contract);
        }
      }}
      {...props}
    >
      {children}
    </Anchor>
  );
}

/** A link to a customer's page (which opens his customer tab). */
export function CustomerLink({ id, children, ...props }: { id: number; children: ReactNode } & AnchorProps) {
  return (
    <AnchorLink to="/home/kunden/$kundeId" params={{ kundeId: id }} {...props}>
      {children}
    </AnchorLink>
  );
}
