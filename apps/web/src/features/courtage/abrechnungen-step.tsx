import { type Buchung, COURTAGE_PAGE_SIZE, type ContractDetails, type Verteilungszeile } from '@maklerwerk/domain';
import { Button, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { ButtonLink } from '../../components/router-links';
import { AbrechnungenTable } from './abrechnungen-table';
import { BemerkungCard } from './bemerkung-card';
import { BuchungActionModals, useBuchungAction } from './buchung-action-modals';
import { abrechnungenExportUrl, abrechnungenQueryOptions } from './courtage.queries';
import { ErwartungCard } from './erwartung-card';
import { VerteilungModal } from './verteilung-modal';
import { VerteilungTable } from './verteilung-table';

const pageSize = COURTAGE_PAGE_SIZE;
const section = { withBorder: true, p: { base: 'sm', sm: 'lg' } } as const;

const exportFormats = [
  { format: 'csv', label: 'Export CSV', Icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'Export Excel', Icon: IconFileSpreadsheet },
] as const;

/** 'Exportieren': the table 'Abrechnungen' as CSV or Excel (all rows the viewer may read). */
function ExportMenu({ contractId }: { contractId: number }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
          Exportieren
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Abrechnungen</Menu.Label>
        {exportFormats.map(({ format, label, Icon }) => (
          <Menu.Item
            key={format}
            component="a"
            href={abrechnungenExportUrl(contractId, format)}
            download={`Abrechnungen.${format}`}
            leftSection={<Icon size={16} />}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Step abrechnung, substep abrechnungDetails (spec §2.3, §4.4, §6): the remark, the bookings of the
 * contract, and the distribution of the selected one over the structure.
 */
export function AbrechnungenStep({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const contractId = contract.id;
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [page, setPage] = useState(1);
  const list = useQuery(abrechnungenQueryOptions(contractId, (page - 1) * pageSize));
  const answer = list.data;
  // On screen load nothing is selected (spec §4.4): the state starts empty with every mount.
  const [selected, setSelected] = useState<Buchung | null>(null);
  const [lineModal, setLineModal] = useState<{ buchungsnr: number; line: Verteilungszeile | null } | null>(null);
  const action = useBuchungAction();

  const openBuchung = (row: Buchung) =>
    void navigate({
      to: '/home/versicherungen/insurance-group/versicherung-buchungs/$contractId/$buchungsnr',
      params: { contractId, buchungsnr: row.buchungsnr },
    });
  const actions = {
    onEdit: openBuchung,
    onVerteilung: (row: Buchung) => {
      setSelected(row);
      setLineModal({ buchungsnr: row.buchungsnr, line: null });
    },
    onDelete: (row: Buchung) => action.open('delete', row.buchungsnr),
    onCopy: (row: Buchung) => action.open('copy', row.buchungsnr),
    onStorno: (row: Buchung) => action.open('storno', row.buchungsnr),
  };
  // The selected booking as the table shows it now (its sums change with its distribution).
  const current = selected ? (answer?.items.find((b) => b.buchungsnr === selected.buchungsnr) ?? selected) : null;

  if (list.isError && !answer) {
    return <LoadError error={list.error} />;
  }
  return (
    <Stack gap="md">
      <Paper {...section}>
        {answer ? (
          <BemerkungCard contractId={contractId} answer={answer} reload={async () => (await list.refetch()).data} />
        ) : (
          <Stack gap="sm" aria-hidden>
            <Skeleton height={80} />
            <Skeleton height={36} width="50%" />
          </Stack>
        )}
      </Paper>
      <Paper {...section}>
        <Group justify="space-between" align="center" gap="sm" mb="sm">
          <div>
            <Title order={3} fz="h4">
              Abrechnungen
            </Title>
            <Text size="sm" c="dimmed">
              {answer ? `${answer.total} ${answer.total === 1 ? 'Buchung' : 'Buchungen'}` : ' '}
              {current ? ` · Buchung ${current.buchungsnr} ausgewählt` : ''}
            </Text>
          </div>
          <Group gap="sm">
            <ExportMenu contractId={contractId} />
            {answer?.editable && (
              <ButtonLink
                to="/home/versicherungen/insurance-group/versicherung-buchungs/$contractId/neuesBuchung"
                params={{ contractId }}
                leftSection={<IconPlus size={16} />}
              >
                Neue
              </ButtonLink>
            )}
          </Group>
        </Group>
        <AbrechnungenTable
          contractId={contractId}
          answer={answer}
          fetching={list.isFetching}
          page={page}
          onPageChange={setPage}
          selected={current?.buchungsnr ?? null}
          onSelect={setSelected}
          actions={actions}
          isPhone={isPhone}
        />
      </Paper>
      {current && answer && (
        <Paper {...section}>
          <VerteilungTable
            key={current.buchungsnr}
            contractId={contractId}
            buchung={current}
            isInternal={answer.isInternal}
            onEditLine={(line) => setLineModal({ buchungsnr: current.buchungsnr, line })}
          />
        </Paper>
      )}
      <ErwartungCard contractId={contractId} />
      <VerteilungModal
        contractId={contractId}
        buchungsnr={lineModal?.buchungsnr ?? 0}
        line={lineModal?.line ?? null}
        opened={lineModal !== null}
        onClose={() => setLineModal(null)}
      />
      <BuchungActionModals
        contractId={contractId}
        action={action.state?.action ?? null}
        buchungsnr={action.state?.buchungsnr ?? null}
        opened={action.opened}
        onClose={action.close}
        onDeleted={(nr) => setSelected((s) => (s?.buchungsnr === nr ? null : s))}
      />
    </Stack>
  );
}
