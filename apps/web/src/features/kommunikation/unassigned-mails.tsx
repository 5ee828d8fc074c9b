import { displaySubject, formatDateTime, PAGE_SIZE, type UnassignedMail } from '@maklerwerk/domain';
import { Button, Modal, Paper, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { germanTableProps } from '../../components/data-table-german';
import { FormAlert } from '../../components/fields/form-alert';
import listClasses from '../../components/list-table.module.css';
import { LoadError } from '../../components/load-error';
import { AnchorLink } from '../../components/router-links';
import { errorMessage } from '../../lib/api-client';
import { contractChoiceQueryOptions, unassignedQueryOptions, useAssignMailMutation } from './kommunikation.queries';
import { SenderUnconfirmedPill } from './sender-unconfirmed-pill';

/** 'Vertrag zuordnen': the customer's contracts, or a search by number or name when the sender is unknown. */
function AssignModal({ mail, onClose }: { mail: UnassignedMail; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const contracts = useQuery(contractChoiceQueryOptions(mail.kunde?.id, search));
  const assign = useAssignMailMutation();
  return (
    <Modal opened onClose={onClose} title="Vertrag zuordnen" centered size="lg">
      <Text size="sm" mb="sm">
        „{displaySubject(mail.subject)}“ von {mail.from} einem Vertrag
        {mail.kunde ? ` von ${mail.kunde.name}` : ''} zuordnen:
      </Text>
      {!mail.kunde && (
        <TextInput
          label="Vertrag suchen"
          description="Versicherungsnummer, Kennzeichen oder Kunde (mindestens 3 Zeichen)"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          mb="sm"
          data-autofocus
        />
      )}
      {contracts.isLoading && <Skeleton height={100} />}
      {contracts.data?.items.length === 0 && <Text size="sm">Keine Verträge gefunden.</Text>}
      <Stack gap={6}>
        {contracts.data?.items.map((c) => (
          <UnstyledButton
            key={c.id}
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            onClick={() =>
              void assign
                .mutateAsync({ commId: mail.commId, insuranceId: c.id })
                .then(() => {
                  notifications.show({ color: 'teal', message: `Die E-Mail liegt jetzt im Postfach von ${c.nummer}.` });
                  onClose();
                })
                .catch(() => undefined)
            }
          >
            <Text size="sm" fw={500}>
              {c.nummer} · {c.gesellschaft.name}
            </Text>
            <Text size="xs" c="dimmed">
              {c.kunde.name} · {c.sparte.name}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
      <FormAlert message={assign.isError ? errorMessage(assign.error) : null} mt="sm" />
    </Modal>
  );
}

/** Received e-mail on no contract yet (issue 11 §2): shown in the Posteingang, filed from here. */
export function UnassignedMails() {
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<UnassignedMail | null>(null);
  const list = useQuery(unassignedQueryOptions((page - 1) * PAGE_SIZE.postbox));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4">
        E-Mails ohne Vertrag
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Empfangene E-Mails, in denen keine Versicherungsnummer des Absenders stand.
      </Text>
      {list.isError && <LoadError error={list.error} />}
      <DataTable
        className={listClasses.table}
        withTableBorder
        borderRadius="sm"
        verticalSpacing="sm"
        minHeight={list.data?.items.length ? undefined : 140}
        records={list.data?.items ?? []}
        idAccessor="commId"
        fetching={list.isFetching}
        noRecordsText="Keine E-Mails ohne Vertrag."
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE.postbox}
        page={page}
        onPageChange={setPage}
        {...germanTableProps}
        columns={[
          { accessor: 'date', title: 'Datum', noWrap: true, render: (m) => formatDateTime(m.date) },
          {
            accessor: 'from',
            title: 'Von',
            render: (m) => (
              <Stack gap={4} align="flex-start">
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {m.from}
                </Text>
                {m.absenderNichtBestaetigt && <SenderUnconfirmedPill />}
              </Stack>
            ),
          },
          {
            accessor: 'subject',
            title: 'Betreff',
            render: (m) => (
              <AnchorLink to="/communication/postfach/emails/email/$commId" params={{ commId: m.commId }} size="sm">
                {displaySubject(m.subject)}
                {m.hasAttachment && <IconPaperclip size={14} aria-label=" mit Anhang" style={{ marginLeft: 4 }} />}
              </AnchorLink>
            ),
          },
          { accessor: 'kunde', title: 'Kunde', render: (m) => m.kunde?.name ?? 'unbekannt' },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (m) =>
              list.data?.canAssign ? (
                <Button size="xs" variant="default" onClick={() => setAssigning(m)}>
                  Vertrag zuordnen
                </Button>
              ) : null,
          },
        ]}
      />
      {assigning && <AssignModal mail={assigning} onClose={() => setAssigning(null)} />}
    </Paper>
  );
}
