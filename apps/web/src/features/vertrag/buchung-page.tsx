import { Skeleton } from '@mantine/core';
import { BuchungBody } from '../courtage/buchung-body';
import { ContractView } from './vertrag-view';

type Props = { contractId: number /** null: a new booking. */; buchungsnr: number | null };

/** /versicherung-buchungs/{contractId}/neuesBuchung and /{buchungsnr}: one booking (spec §2.3, §3.7). */
export function BuchungPage({ contractId, buchungsnr }: Props) {
  return (
    <ContractView id={contractId} tab={null} stepKey="abrechnung" skeleton={<Skeleton height={420} />}>
      {() => <BuchungBody contractId={contractId} buchungsnr={buchungsnr} />}
    </ContractView>
  );
}
