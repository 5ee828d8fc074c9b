import { type ContractDetails, canManageDocuments, canReportDamage } from '@maklerwerk/domain';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertOctagon,
  IconChevronDown,
  IconCopy,
  IconHistory,
  IconMailForward,
  IconUpload,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../lib/session';
import { CancellationMailModal } from './cancellation-mail-modal';
import { CopyContractModal } from './copy-contract-modal';
import { SchadenMeldenModal } from './schadensmeldung/schaden-melden-modal';

type Props = { contract: ContractDetails; onOpenHistory: () => void };

/** The contract menu of the header (spec 2.1, 2.10). */
export function ContractActionsMenu({ contract, onOpenHistory }: Props) {
  const navigate = useNavigate();
  const { actor } = useSession();
  const [damageOpened, damage] = useDisclosure(false);
  const [copyOpened, copy] = useDisclosure(false);
  const [mailOpened, mail] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240}>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />}>
            Aktionen
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {canManageDocuments(actor) && (
            <Menu.Item
              leftSection={<IconUpload size={16} />}
              onClick={() =>
                void navigate({
                  to: '/home/versicherungen/insurance-group/dokumente/$id',
                  params: { id: contract.id },
                  search: { upload: true },
                })
              }
            >
              Dokumente hochladen
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconHistory size={16} />} onClick={onOpenHistory}>
            Historische VSNR
          </Menu.Item>
          {canReportDamage(actor) && (
            <Menu.Item leftSection={<IconAlertOctagon size={16} />} onClick={damage.open}>
              Schaden melden
            </Menu.Item>
          )}
          {contract.canEdit && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={copy.open}>
              Versicherung kopieren
            </Menu.Item>
          )}
          {contract.canEdit && contract.kuendigungMoeglich && (
            <Menu.Item leftSection={<IconMailForward size={16} />} onClick={mail.open}>
              Kündigung per E-Mail
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <CopyContractModal contract={contract} opened={copyOpened} onClose={copy.close} />
      <CancellationMailModal contract={contract} opened={mailOpened} onClose={mail.close} />
      <SchadenMeldenModal contractId={contract.id} opened={damageOpened} onClose={damage.close} />
    </>
  );
}
