import { type ContractDetails, canSeeKommunikation } from '@maklerwerk/domain';
import {
  IconExternalLink,
  IconFileText,
  IconLayoutList,
  IconListDetails,
  IconMail,
  IconNote,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';
import classes from './vertrag-tabs.module.css';

export type ContractTabKey = 'overview' | 'details' | 'insurancePostfach' | 'dokumente' | 'anmerkungen' | 'deeplinks';

type Props = {
  contract: Pick<ContractDetails, 'id' | 'isDeeplinkAvailable'>;
  active: ContractTabKey | null;
  /** Working from the overview: the first tab is 'Übersicht', and the other tabs keep that. */
  fromOverview: boolean;
};

type Tab = { key: ContractTabKey; label: string; icon: ReactNode; to: string };

const base = '/home/versicherungen/insurance-group';

/** The contract tabs (spec dokumente-formulare, 'Contract tabs') with their conditions. */
export function ContractTabs({ contract, active, fromOverview }: Props) {
  const { actor } = useSession();
  const tabs: Tab[] = [
    fromOverview
      ? { key: 'overview', label: 'Übersicht', icon: <IconLayoutList size={16} />, to: `${base}/overview/$contractId` }
      : { key: 'details', label: 'Details', icon: <IconListDetails size={16} />, to: `${base}/details/$contractId` },
    ...(!canSeeKommunikation(actor)
      ? []
      : [
          {
            key: 'insurancePostfach' as const,
            label: 'E-Mails & Aufgaben',
            icon: <IconMail size={16} />,
            to: `${base}/insurancePostfach/$contractId`,
          },
        ]),
    { key: 'dokumente', label: 'Dokumente', icon: <IconFileText size={16} />, to: `${base}/dokumente/$contractId` },
    { key: 'anmerkungen', label: 'Anmerkungen', icon: <IconNote size={16} />, to: `${base}/anmerkungen/$contractId` },
    ...(contract.isDeeplinkAvailable
      ? [
          {
            key: 'deeplinks' as const,
            label: 'Versicherungsportal',
            icon: <IconExternalLink size={16} />,
            to: `${base}/deeplinks/$contractId`,
          },
        ]
      : []),
  ];
  const search = fromOverview ? { fromOverview: true } : {};
  return (
    <nav className={classes.tabs} aria-label="Bereiche der Versicherung">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          params={{ contractId: contract.id }}
          search={tab.key === 'overview' || tab.key === 'details' ? {} : search}
          className={classes.tab}
          aria-current={tab.key === active ? 'page' : undefined}
          preload="intent"
        >
          {tab.icon}
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
