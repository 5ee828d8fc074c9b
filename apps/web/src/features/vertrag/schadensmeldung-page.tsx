import { Skeleton } from '@mantine/core';
import { SchadensmeldungBody } from '../schadensmeldung/schadensmeldung-body';
import { ContractView } from './vertrag-view';

type Props = { contractId: number; schadenId: number };

/** The damage report with its contract's header: fields, payments, status history, delete. */
export function SchadensmeldungPage({ contractId, schadenId }: Props) {
  return (
    <ContractView id={contractId} tab={null} skeleton={<Skeleton height={420} />}>
      {() => <SchadensmeldungBody contractId={contractId} schadenId={schadenId} />}
    </ContractView>
  );
}
