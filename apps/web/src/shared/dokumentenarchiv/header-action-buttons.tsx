import { HEADER_ACTION, type HeaderAction } from '@maklerwerk/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconInbox, IconMail, IconTrash, IconUpload } from '@tabler/icons-react';

type Props = {
  /** The header actions the server delivered with the folder (spec §6). */
  headerActions: readonly HeaderAction[];
  /** On a phone the cards have no selection: the actions on marked documents are for the table. */
  phone: boolean;
  /** Whether an action may run on the current selection (canRunHeaderAction). */
  canRun: (key: string) => boolean;
  /** 'Dokumente abholen' needs the contract and its customer. */
  canPickUp: boolean;
  /** 'Markierte per E-Mail versenden' is offered on a contract's archive, not in the mail composer's. */
  canMail: boolean;
  /** The marked documents' files are being resolved for the mail. */
  mailing: boolean;
  onUpload: () => void;
  onPickUp: () => void;
  onDownloadMarked: () => void;
  onDeleteMarked: () => void;
  /** To the customer or to the company (the contract's insurer), the marked documents attached. */
  onSendMarkedByMail: (kind: 'kunde' | 'gesellschaft') => void;
};

/** The archive's header actions as buttons, 'Markierte per E-Mail versenden' as a menu (An Kunde, An Gesellschaft). */
export function HeaderActionButtons({
  headerActions,
  phone,
  canRun,
  canPickUp,
  canMail,
  mailing,
  onUpload,
  onPickUp,
  onDownloadMarked,
  onDeleteMarked,
  onSendMarkedByMail,
}: Props) {
  const headerButton = (key: string, label: string) => {
    if (phone && (key === HEADER_ACTION.downloadMarked || key === HEADER_ACTION.deleteMarked)) {
      return null;
    }
    switch (key) {
      case HEADER_ACTION.upload:
        return (
          <Button key={key} leftSection={<IconUpload size={16} />} onClick={onUpload}>
            {label}
          </Button>
        );
      case HEADER_ACTION.pickUp:
        return canPickUp ? (
          <Button key={key} variant="default" leftSection={<IconInbox size={16} />} onClick={onPickUp}>
            {label}
          </Button>
        ) : null;
      case HEADER_ACTION.downloadMarked:
        return (
          <Button
            key={key}
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!canRun(key)}
            onClick={onDownloadMarked}
          >
            {label}
          </Button>
        );
      case HEADER_ACTION.deleteMarked:
        return (
          <Button
            key={key}
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={!canRun(key)}
            onClick={onDeleteMarked}
          >
            {label}
          </Button>
        );
      case HEADER_ACTION.sendMarkedByMail:
        return canMail ? (
          <Menu key={key} position="bottom-end" shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconMail size={16} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={!canRun(key)}
                loading={mailing}
              >
                {label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onSendMarkedByMail('kunde')}>An Kunde</Menu.Item>
              <Menu.Item onClick={() => onSendMarkedByMail('gesellschaft')}>An Gesellschaft</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null;
      default:
        return (
          <Button
            key={key}
            variant="default"
            disabled={!canRun(key)}
            onClick={() => console.warn('Aktion noch nicht umgesetzt:', key)}
          >
            {label}
          </Button>
        );
    }
  };
  return <>{headerActions.map((h) => headerButton(h.key, h.label))}</>;
}
