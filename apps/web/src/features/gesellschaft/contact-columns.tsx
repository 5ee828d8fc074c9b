import type { Ansprechpartner } from '@maklerwerk/domain';
import { Anchor, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { ContactPhone } from './contact-phone';

const dash = (
  <Text span c="dimmed" size="sm">
    –
  </Text>
);

/** Name, Typ, E-Mail, Telefon, Mobil, Fax, Beschreibung (spec 3 company info rows). */
export function contactColumns(canCall: boolean): DataTableColumn<Ansprechpartner>[] {
  return [
    {
      accessor: 'name',
      title: 'Name',
      render: (row) => (
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {row.name}
        </Text>
      ),
    },
    { accessor: 'typ', title: 'Typ', render: (row) => row.typ ?? dash },
    {
      accessor: 'email',
      title: 'E-Mail',
      render: (row) =>
        row.email ? (
          <Anchor href={`mailto:${row.email}`} size="sm">
            {row.email}
          </Anchor>
        ) : (
          dash
        ),
    },
    { accessor: 'telefon', title: 'Telefon', render: (row) => <ContactPhone number={row.telefon} canCall={canCall} /> },
    { accessor: 'mobil', title: 'Mobil', render: (row) => <ContactPhone number={row.mobil} canCall={canCall} /> },
    {
      accessor: 'fax',
      title: 'Fax',
      render: (row) =>
        row.fax ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.fax}
          </Text>
        ) : (
          dash
        ),
    },
    {
      accessor: 'beschreibung',
      title: 'Beschreibung',
      render: (row) =>
        row.beschreibung ? (
          <Text size="sm" lineClamp={2}>
            {row.beschreibung}
          </Text>
        ) : (
          dash
        ),
    },
  ];
}
