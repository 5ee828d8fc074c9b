import {
  type ComposerKind,
  deleteKindOf,
  deleteQuestion,
  displaySubject,
  type KommunikationRow,
  PAGE_SIZE,
} from '@maklerwerk/domain';
import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowForwardUp,
  IconChevronDown,
  IconDownload,
  IconEye,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconMailForward,
  IconNote,
  IconPencil,
  IconPhone,
  IconPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { countLabel, RowActionsMenu, RowDeleteItem, TableToolbar } from '../../components/table/row-actions';
import { usePagedTable } from '../../components/table/use-paged-table';
import { ChangeSubjectModal } from './change-subject-modal';
import { ItemFormModal } from './item-form-modal';
import {
  faxUrl,
  kommunikationExportUrl,
  kommunikationQueryOptions,
  simpleFileUrl,
  useDeleteItemMutation,
} from './kommunikation.queries';
import { type KommunikationRecord, kommunikationColumns, kommunikationRowLabel } from './kommunikation-columns';

const pageSize = PAGE_SIZE.postbox;

/** A fax or a letter opens as its file (spec §2.6: downloadFax, get_simple_file). */
function downloadFile(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

type Open = { kind: 'none' } | { kind: 'subject' | 'delete'; row: KommunikationRow };

/**
 * The table 'E-Mails' of a contract's postbox (spec §2.6): 30 per page, newest first, ghost rows while
 * loading, a no-data state; row actions open, forward, change subject and delete as the row allows.
 */
export function KommunikationTable({ contractId }: { contractId: number }) {
  const navigate = useNavigate();
  const { page, setPage, offset, afterRemoval } = usePagedTable(pageSize);
  const list = useQuery(kommunikationQueryOptions(contractId, offset));
  const remove = useDeleteItemMutation(contractId);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [creating, setCreating] = useState<'GESPRAECH' | 'BEMERKUNG' | null>(null);
  const data = list.data;

  const openRow = (row: KommunikationRow) => {
    const params = { commId: row.commId };
    switch (row.category) {
      case 'EMAIL':
        return void navigate({ to: '/communication/postfach/emails/email/$commId', params });
      case 'GESPRAECH':
        return void navigate({ to: '/communication/postfach/talks/talk/$commId', params });
      case 'BEMERKUNG':
        return void navigate({ to: '/communication/postfach/bemerkungen/bemerkung/$commId', params });
      case 'SMS':
        return void navigate({ to: '/communication/postfach/smses/sms/$commId', params });
      case 'FAX':
        return downloadFile(faxUrl(row.commId));
      case 'SCHRIFTVERKEHR':
        return downloadFile(simpleFileUrl(row.commId));
      case 'NACHRICHT':
        return void navigate({ to: '/communication/ticket', search: { chatId: contractId, channelId: 'vertrag' } });
    }
  };
  const compose = (kind: ComposerKind, commId?: number) =>
    void navigate({
      to: '/communication/mailcomposer-postfach/$contractId',
      params: { contractId: contractId },
      search: { kind, ...(commId ? { commId } : {}) },
    });

  const columns = kommunikationColumns(data?.reducedColumns ?? false, (row) => (
    <RowActionsMenu subject={displaySubject(row.subject)}>
      {row.category === 'EMAIL' && (
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => openRow(row)}>
          Öffnen
        </Menu.Item>
      )}
      {row.category === 'EMAIL' && data?.canCompose && (
        <>
          <Menu.Item leftSection={<IconArrowForwardUp size={16} />} onClick={() => compose('forward', row.commId)}>
            Weiterleiten
          </Menu.Item>
          {row.insurance && (
            <>
              <Menu.Item
                leftSection={<IconMailForward size={16} />}
                onClick={() => compose('forward-gesellschaft', row.commId)}
              >
                An Gesellschaft weiterleiten
              </Menu.Item>
              <Menu.Item
                leftSection={<IconMailForward size={16} />}
                onClick={() => compose('forward-kunde', row.commId)}
              >
                An Kunden weiterleiten
              </Menu.Item>
            </>
          )}
        </>
      )}
      {row.can_change_subject && (
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setOpen({ kind: 'subject', row })}>
          Betreff ändern
        </Menu.Item>
      )}
      {row.deletable && <RowDeleteItem onClick={() => setOpen({ kind: 'delete', row })} />}
    </RowActionsMenu>
  ));

  const confirmDelete = async () => {
    if (open.kind !== 'delete') {
      return;
    }
    const row = open.row;
    await remove.mutateAsync({ kind: deleteKindOf[row.category], commId: row.commId });
    notifications.show({ color: 'teal', message: `„${displaySubject(row.subject)}“ wurde gelöscht.` });
    afterRemoval(data?.items.length);
  };

  if (list.isError) {
    return <LoadError error={list.error} />;
  }
  const records: KommunikationRecord[] | undefined = data?.items.map((r) => ({ ...r, id: r.commId }));
  return (
    <>
      <TableToolbar count={data && countLabel(data.total)}>
        <Group gap="xs">
          {data && data.total > 0 && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                >
                  Exportieren
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  component="a"
                  href={kommunikationExportUrl(contractId, 'csv')}
                  download
                  leftSection={<IconFileTypeCsv size={16} />}
                >
                  Export CSV
                </Menu.Item>
                <Menu.Item
                  component="a"
                  href={kommunikationExportUrl(contractId, 'xlsx')}
                  download
                  leftSection={<IconFileSpreadsheet size={16} />}
                >
                  Export Excel
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          {data?.canCompose && (
            <Group gap="xs">
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                    Erfassen
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPhone size={16} />} onClick={() => setCreating('GESPRAECH')}>
                    Gespräch erfassen
                  </Menu.Item>
                  <Menu.Item leftSection={<IconNote size={16} />} onClick={() => setCreating('BEMERKUNG')}>
                    Bemerkung erfassen
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Button leftSection={<IconPlus size={16} />} onClick={() => compose('frei')}>
                Neue E-Mail
              </Button>
            </Group>
          )}
        </Group>
      </TableToolbar>
      <ListTable<KommunikationRecord>
        records={records}
        columns={columns}
        fetching={list.isFetching}
        noRecordsText="Keine E-Mails vorhanden."
        total={data?.total ?? 0}
        totalCapped={false}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
        onOpen={openRow}
        rowLabel={kommunikationRowLabel}
      />
      {creating && <ItemFormModal contractId={contractId} category={creating} onClose={() => setCreating(null)} />}
      {open.kind === 'subject' && (
        <ChangeSubjectModal contractId={contractId} row={open.row} onClose={() => setOpen({ kind: 'none' })} />
      )}
      <ConfirmModal
        opened={open.kind === 'delete'}
        onClose={() => setOpen({ kind: 'none' })}
        title="Löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={confirmDelete}
      >
        {open.kind === 'delete' ? deleteQuestion(open.row.category, open.row.subject) : ''}
      </ConfirmModal>
    </>
  );
}
