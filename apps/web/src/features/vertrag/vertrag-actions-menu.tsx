import {
  type ComposerKind,
  type ContractDetails,
  type ContractTaskKind,
  canFillFormular,
  canManageDocuments,
  canReportDamage,
  canWriteMail,
  canWriteTermine,
  contractTaskPreset,
} from '@maklerwerk/domain';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconActivity,
  IconAlertOctagon,
  IconBuilding,
  IconChecklist,
  IconChevronDown,
  IconCopy,
  IconFileText,
  IconForms,
  IconHistory,
  IconMail,
  IconMailForward,
  IconUpload,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../lib/session';
import { BriefModal } from '../kommunikation/brief-modal';
import { SchadenMeldenModal } from '../schadensmeldung/schaden-melden-modal';
import { CopyContractModal } from './copy-contract-modal';
import { VersicherungsformulareModal } from './versicherungsformulare-modal';

// The shared editor loads only when a task is started (it brings participants, repeats and pickers).
const TerminEditorModal = lazy(() =>
  import('../termin/editor/termin-editor-modal').then((m) => ({ default: m.TerminEditorModal })),
);

type Props = { contract: ContractDetails; onOpenHistory: () => void };

/** The contract menu of the header (spec 2.1, 2.10). */
export function ContractActionsMenu({ contract, onOpenHistory }: Props) {
  const navigate = useNavigate();
  const { actor } = useSession();
  const [damageOpened, damage] = useDisclosure(false);
  const [copyOpened, copy] = useDisclosure(false);
  const [briefOpened, brief] = useDisclosure(false);
  const [formsOpened, forms] = useDisclosure(false);
  const [task, setTask] = useState<ContractTaskKind | null>(null);
  const compose = (kind: ComposerKind) =>
    void navigate({
      to: '/communication/mailcomposer-insurance/$contractId',
      params: { contractId: contract.id },
      search: { kind },
    });
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
                  to: '/home/versicherungen/insurance-group/dokumente/$contractId',
                  params: { contractId: contract.id },
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
          {canWriteTermine(actor) && (
            <>
              <Menu.Item leftSection={<IconChecklist size={16} />} onClick={() => setTask('Aufgabe hinzufügen')}>
                Aufgabe hinzufügen
              </Menu.Item>
              <Menu.Item leftSection={<IconActivity size={16} />} onClick={() => setTask('Neue Aktivität')}>
                Neue Aktivität
              </Menu.Item>
            </>
          )}
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
          {canWriteMail(actor) && (
            <>
              <Menu.Item leftSection={<IconMail size={16} />} onClick={() => compose('kunde')}>
                E-Mail an Kunde
              </Menu.Item>
              <Menu.Item leftSection={<IconBuilding size={16} />} onClick={() => compose('gesellschaft')}>
                E-Mail an Gesellschaft
              </Menu.Item>
            </>
          )}
          {canWriteMail(actor) && (
            <Menu.Item leftSection={<IconFileText size={16} />} onClick={brief.open}>
              Brief erstellen
            </Menu.Item>
          )}
          {canFillFormular(actor) && (
            <Menu.Item leftSection={<IconForms size={16} />} onClick={forms.open}>
              Versicherungsformulare
            </Menu.Item>
          )}
          {canWriteMail(actor) && contract.canEdit && contract.kuendigungMoeglich && (
            <Menu.Item leftSection={<IconMailForward size={16} />} onClick={() => compose('kuendigung')}>
              Kündigung
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <CopyContractModal contract={contract} opened={copyOpened} onClose={copy.close} />
      {briefOpened && (
        <BriefModal
          contractId={contract.id}
          nummer={contract.nummer}
          kunde={contract.kunde.name}
          opened={briefOpened}
          onClose={brief.close}
        />
      )}
      {task && (
        <Suspense fallback={null}>
          <TerminEditorModal
            opened
            onClose={() => setTask(null)}
            mode="Aufgabe"
            fromContract
            contextCustomerId={contract.kunde.id}
            preset={contractTaskPreset(
              { id: contract.id, gesellschaft: contract.gesellschaft.name, nummer: contract.nummer },
              task,
            )}
          />
        </Suspense>
      )}
      <SchadenMeldenModal contractId={contract.id} opened={damageOpened} onClose={damage.close} />
      {formsOpened && <VersicherungsformulareModal contract={contract} opened={formsOpened} onClose={forms.close} />}
    </>
  );
}
