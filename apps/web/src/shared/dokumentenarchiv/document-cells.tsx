import {
  type DokumentHeader,
  type DokumentRow,
  formatDate,
  formatFileSize,
  freigabeState,
  freigabeToggleAction,
  type PillType,
  type RowAction,
  visibleRowActions,
} from '@maklerwerk/domain';
import { ActionIcon, Anchor, Group, Menu, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconFiles,
  IconForms,
  IconHistory,
  IconLink,
  IconRestore,
  IconSend,
  IconShieldCheck,
  IconSignature,
  IconTrash,
  IconUserCheck,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/router-links';
import { DocumentPill } from './document-pill';
import classes from './dokumentenarchiv.module.css';

const actionIcons: Record<string, ReactNode> = {
  download: <IconDownload size={16} />,
  history: <IconHistory size={16} />,
  restore: <IconRestore size={16} />,
  link: <IconLink size={16} />,
  edit: <IconEdit size={16} />,
  files: <IconFiles size={16} />,
  eye: <IconEye size={16} />,
  'eye-off': <IconEyeOff size={16} />,
  damage: <IconShieldCheck size={16} />,
  trash: <IconTrash size={16} />,
  signature: <IconSignature size={16} />,
  send: <IconSend size={16} />,
  form: <IconForms size={16} />,
  confirm: <IconUserCheck size={16} />,
  video: <IconVideo size={16} />,
  consortium: <IconUsersGroup size={16} />,
};

/** The pill columns (spec §4): which legend a column's value takes; the application status with its ok/error icon. */
const pillColumns: Record<string, { type: PillType; value: (row: DokumentRow) => string | null; icon?: boolean }> = {
  vorlageStatus: { type: 'VORLAGE', value: (row) => row.vorlageStatus },
  signaturStatus: { type: 'SIGNATUR', value: (row) => row.signaturStatus },
  antragStatus: { type: 'ANTRAG', value: (row) => row.antragStatus, icon: true },
  anlegerprofilStatus: { type: 'ANLEGERPROFIL', value: (row) => row.anlegerprofilStatus },
};

function PillCell({ header, row }: { header: DokumentHeader; row: DokumentRow }) {
  const column = pillColumns[header.key];
  return column ? <DocumentPill type={column.type} value={column.value(row)} withIcon={column.icon ?? false} /> : null;
}

export type CellHandlers = {
  onOpen: (row: DokumentRow) => void;
  onAction: (row: DokumentRow, action: RowAction) => void;
  onFiles: (row: DokumentRow) => void;
};

function NameCell({ row, onOpen }: { row: DokumentRow; onOpen: (row: DokumentRow) => void }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {!row.exists && (
        <Tooltip label="Gelöscht">
          <IconTrash size={16} aria-label="Gelöscht" role="img" className={classes.trash} />
        </Tooltip>
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component="button" type="button" onClick={() => onOpen(row)} className={classes.name} ta="left">
          {row.bezeichnung}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {row.fileName}
        </Text>
      </Stack>
    </Group>
  );
}

/** The claim number opens the damage report (spec §2) where the server says the user may open it. */
function ClaimNumberCell({ row }: { row: DokumentRow }) {
  if (row.schadennr === null) {
    return null;
  }
  if (!row.schadenSichtbar || row.schadenId === null || row.vertragId === null) {
    return <span className={classes.clamp}>{row.schadennr}</span>;
  }
  return (
    <AnchorLink
      to="/home/versicherungen/insurance-group/schadensmeldung/$contractId/$schadenId"
      params={{ contractId: row.vertragId, schadenId: row.schadenId }}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      {row.schadennr}
    </AnchorLink>
  );
}

/** The release eye, with the shared-with-customer pill beside it for the office (spec §4). */
function FreigabeCell({ row, onAction }: { row: DokumentRow; onAction: CellHandlers['onAction'] }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <FreigabeEye row={row} onAction={onAction} />
      <DocumentPill type="KUNDE_TEILEN" value={row.kundeTeilen} noShrink />
    </Group>
  );
}

function FreigabeEye({ row, onAction }: { row: DokumentRow; onAction: CellHandlers['onAction'] }) {
  const state = freigabeState(row);
  const toggle = row.actions.find((a) => a.key === freigabeToggleAction(state));
  const Icon = state === 'released' ? IconEye : IconEyeOff;
  const label =
    state === 'released'
      ? 'Für den Kunden freigegeben – Freigabe entziehen'
      : 'Nicht für den Kunden freigegeben – freigeben';
  if (!toggle || !row.exists) {
    return (
      <Icon
        size={18}
        role="img"
        aria-label={state === 'released' ? 'Für den Kunden freigegeben' : 'Nicht für den Kunden freigegeben'}
        className={state === 'released' ? classes.released : classes.refused}
      />
    );
  }
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={state === 'released' ? 'teal' : 'gray'}
        aria-label={label}
        onClick={() => onAction(row, toggle)}
      >
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function ActionsCell({ row, onAction }: { row: DokumentRow; onAction: CellHandlers['onAction'] }) {
  const actions = visibleRowActions(row);
  if (actions.length === 0) {
    return null;
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Aktionen für ${row.bezeichnung}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.key}
            leftSection={actionIcons[action.icon]}
            color={action.key === 'LOESCHEN' ? 'red.8' : undefined}
            onClick={() => onAction(row, action)}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One cell of a server-described column (spec §3 "Document node" headers), by its data type. */
export function DocumentCell({
  header,
  row,
  handlers,
}: {
  header: DokumentHeader;
  row: DokumentRow;
  handlers: CellHandlers;
}) {
  switch (header.dataType) {
    case 'TEXT':
      if (header.key === 'bezeichnung') {
        return <NameCell row={row} onOpen={handlers.onOpen} />;
      }
      if (header.key === 'schadennr') {
        return <ClaimNumberCell row={row} />;
      }
      return <span className={classes.clamp}>{textOf(row, header.key)}</span>;
    case 'DATE':
      return <>{formatDate(row.datum)}</>;
    case 'DATETIME':
      return <>{textOf(row, header.key)}</>;
    case 'FILESIZE':
      return <>{formatFileSize(row.size)}</>;
    case 'NUMBER':
      return <>{textOf(row, header.key)}</>;
    case 'COUNT':
      return row.documentCount > 1 ? (
        <UnstyledButton
          className={classes.count}
          onClick={() => handlers.onFiles(row)}
          aria-label={`${row.documentCount} Dateien von ${row.bezeichnung} herunterladen`}
        >
          {row.documentCount} Dateien
        </UnstyledButton>
      ) : (
        row.documentCount
      );
    case 'PILL':
      return <PillCell header={header} row={row} />;
    case 'FREIGABE':
      return <FreigabeCell row={row} onAction={handlers.onAction} />;
    case 'ACTIONS':
      return <ActionsCell row={row} onAction={handlers.onAction} />;
  }
}

function textOf(row: DokumentRow, key: string): string {
  const value = (row as Record<string, unknown>)[key] ?? row.additionalColumns[key];
  return value === null || value === undefined ? '' : String(value);
}
