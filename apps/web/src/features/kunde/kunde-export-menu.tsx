import { API_BASE, type CustomerExportFormat, type CustomerListQuery, KUNDEN_EXPORT_PATH } from '@maklerwerk/domain';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';

type Props = { query: Pick<CustomerListQuery, 'sort' | 'search'>; compact?: boolean };

/** The address of the export of the list as filtered now (search and sort; all pages). */
export function customerExportHref(format: CustomerExportFormat, { sort, search }: Props['query']): string {
  const params = new URLSearchParams({ format, sort });
  if (search) {
    params.set('search', search);
  }
  return `${API_BASE}${KUNDEN_EXPORT_PATH}?${params.toString()}`;
}

const formats = [
  { format: 'csv', label: 'Export CSV', Icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'Export Excel', Icon: IconFileSpreadsheet },
] as const;

/** 'Exportieren': the current filter as CSV (German Excel) or as an Excel workbook. */
export function KundeExportMenu({ query, compact = false }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="default" size="lg" aria-label="Exportieren">
            <IconDownload size={18} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            Exportieren
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Aktuelle Suche und Sortierung</Menu.Label>
        {formats.map(({ format, label, Icon }) => (
          <Menu.Item
            key={format}
            component="a"
            href={customerExportHref(format, query)}
            download
            leftSection={<Icon size={16} />}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
