import { type ContractHeader as ContractHeaderData, opensCustomerTabs } from '@maklerwerk/domain';
import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { openCustomerTab } from '../../lib/customer-tabs';
import { useSession } from '../../lib/session';
import { ContractHeader } from './contract-header';
import { ContractHeaderSkeleton } from './contract-header-skeleton';
import { ContractNotFound } from './contract-not-found';
import { contractHeaderQueryOptions } from './contracts.queries';

type Props = {
  id: number;
  linkPolicyNumber?: boolean;
  /** `usesTabs`: the viewer works in customer tabs (brokers, internal staff). */
  children: (contract: ContractHeaderData, context: { usesTabs: boolean }) => ReactNode;
  skeleton?: ReactNode;
};

/** Loads one contract and frames a page about it: header on top, the page's own content below. */
export function ContractView({ id, linkPolicyNumber, children, skeleton }: Props) {
  const { actor } = useSession();
  const usesTabs = opensCustomerTabs(actor);
  const valid = Number.isInteger(id) && id > 0;
  const contract = useQuery({ ...contractHeaderQueryOptions(id), enabled: valid });
  const data = contract.data;
  useDocumentTitle(data ? `${data.bezeichnung || data.sparte.name} ${data.nummer} – Maklerwerk` : 'Maklerwerk');

  // Opened by address (reload, bookmark): the contract still belongs in its customer's tab.
  useEffect(() => {
    if (data && usesTabs) {
      openCustomerTab(data.kunde, data.id, window.location.pathname + window.location.search);
    }
  }, [data, usesTabs]);

  const notFound = !valid || (contract.error instanceof ApiError && contract.error.status === 404);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280}>
      {notFound ? (
        <ContractNotFound />
      ) : contract.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Fehler beim Laden"
          role="alert"
        >
          {errorMessage(contract.error)}
        </Alert>
      ) : !data ? (
        <>
          <ContractHeaderSkeleton />
          {skeleton}
        </>
      ) : (
        <>
          <ContractHeader
            contract={data}
            backToCustomerId={usesTabs ? data.kunde.id : undefined}
            linkPolicyNumber={linkPolicyNumber}
          />
          {children(data, { usesTabs })}
        </>
      )}
    </Stack>
  );
}
