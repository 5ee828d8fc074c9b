import { Skeleton } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import type { ContractTabKey } from './vertrag-tabs';
import { ContractView } from './vertrag-view';

type Props = {
  id: number;
  tab: Exclude<ContractTabKey, 'overview' | 'details'>;
  fromOverview: boolean;
  title: string;
  description: string;
};

/** A contract tab whose content a later release brings: header and tabs are real, the area says so. */
export function ContractTabPlaceholderPage({ id, tab, fromOverview, title, description }: Props) {
  return (
    <ContractView id={id} tab={tab} fromOverview={fromOverview} skeleton={<Skeleton height={220} />}>
      {() => <ComingSoon title={title} text="Dieser Bereich folgt." description={description} />}
    </ContractView>
  );
}
