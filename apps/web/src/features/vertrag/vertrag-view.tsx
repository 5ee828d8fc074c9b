import { type ContractDetails, canChangeContractStatus, opensCustomerTabs } from '@maklerwerk/domain';
import { Stack } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-client';
import { useBackCrumb } from '../../lib/back-crumb';
import { openCustomerTab } from '../../lib/customer-tabs';
import { useSession } from '../../lib/session';
import { contractDetailsQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { ContractPortaleMenu } from '../vergleichsportal/vertrag-portale-menu';
import { PolicyHistoryModal } from './policy-history-modal';
import { ContractActionsMenu } from './vertrag-actions-menu';
import { ContractHeader } from './vertrag-header';
import { ContractHeaderSkeleton } from './vertrag-header-skeleton';
import { ContractNotFound } from './vertrag-not-found';
import { type ContractTabKey, ContractTabs } from './vertrag-tabs';

type Props = {
  id: number;
  /** Which contract tab this page is (null: a page beside the tabs, e.g. the status history). */
  tab: ContractTabKey | null;
  fromOverview?: boolean;
  newVertrag?: boolean;
  /** The open details step, written into the way back. */
  stepKey?: string;
  /** `usesTabs`: the viewer works in customer tabs (brokers, internal staff). */
  children: (contract: ContractDetails, context: { usesTabs: boolean }) => ReactNode;
  skeleton?: ReactNode;
};

const detailsPath = (id: number) => `/home/versicherungen/insurance-group/details/${id}`;

/** Loads one contract and frames a page about it: header and contract tabs on top, the page below. */
export function ContractView({
  id,
  tab,
  fromOverview = false,
  newVertrag = false,
  stepKey,
  children,
  skeleton,
}: Props) {
  const { actor } = useSession();
  const usesTabs = opensCustomerTabs(actor);
  const valid = Number.isInteger(id) && id > 0;
  const contract = useQuery({ ...contractDetailsQueryOptions(id, newVertrag), enabled: valid });
  const [historyOpened, history] = useDisclosure(false);
  const crumb = useBackCrumb();
  const data = contract.data;
  useDocumentTitle(data ? `${data.bezeichnung || data.sparte.name} ${data.nummer} – Maklerwerk` : 'Maklerwerk');

  // Opened by address (reload, bookmark): the contract still belongs in its customer's tab.
  useEffect(() => {
    if (data && usesTabs) {
      openCustomerTab(data.kunde, data.id, window.location.pathname + window.location.search);
    }
  }, [data, usesTabs]);

  const notFound = !valid || (contract.error instanceof ApiError && contract.error.status === 404);
  const detailsCrumb = tab !== 'details' && crumb?.href.startsWith(detailsPath(id)) ? crumb : null;
  const vehicleStepVisible = data?.steps.some((s) => s.stepKey === 'fahrzeugDaten' && !s.hidden) ?? false;
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1440}>
      {notFound ? (
        <ContractNotFound />
      ) : contract.isError ? (
        <LoadError error={contract.error} />
      ) : !data ? (
        // The frame of the page while the contract loads: its header's lines, the tabs (they need the id
        // only; 'Versicherungsportal' joins at the end when the contract says so) and the page's own
        // placeholder: it keeps its shape when the contract comes.
        <>
          <ContractHeaderSkeleton />
          <ContractTabs
            contract={{ id, isDeeplinkAvailable: false }}
            active={tab}
            fromOverview={fromOverview || tab === 'overview'}
          />
          {skeleton}
        </>
      ) : (
        <>
          <ContractHeader
            contract={data}
            backToCustomerId={usesTabs ? data.kunde.id : undefined}
            stepKey={stepKey}
            detailsCrumb={detailsCrumb}
            onOpenHistory={history.open}
            canOpenVehicle={vehicleStepVisible}
            canChangeStatus={canChangeContractStatus(actor)}
            actions={
              <>
                <ContractPortaleMenu contract={data} />
                <ContractActionsMenu contract={data} onOpenHistory={history.open} />
              </>
            }
          />
          <ContractTabs contract={data} active={tab} fromOverview={fromOverview || tab === 'overview'} />
          {children(data, { usesTabs })}
          <PolicyHistoryModal contract={data} opened={historyOpened} onClose={history.close} />
        </>
      )}
    </Stack>
  );
}
