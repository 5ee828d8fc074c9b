import { ANSPRECHPARTNER_PDF_PATH, API_BASE, buildPath, type GesellschaftInfo } from '@maklerwerk/domain';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconFileTypePdf, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { CreateContactModal } from './create-contact-modal';

/** The menu of 'Gesellschaftsinfos' (spec 2.9). */
export function CompanyActionsMenu({ company }: { company: GesellschaftInfo }) {
  const navigate = useNavigate();
  const [createOpened, create] = useDisclosure(false);
  const pdfHref = API_BASE + buildPath(ANSPRECHPARTNER_PDF_PATH, { gesellschaftId: company.id });
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={280}>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />}>
            Aktionen
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {company.canCreateAnsprechpartner && (
            <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={create.open}>
              Neuen Ansprechpartner anlegen
            </Menu.Item>
          )}
          <Menu.Item component="a" href={pdfHref} download leftSection={<IconFileTypePdf size={16} />}>
            Ansprechpartner dieser Gesellschaft
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUpload size={16} />}
            onClick={() => void navigate({ to: '/home/eigene-dokumente', search: { gesellschaftId: company.id } })}
          >
            Dokumente hochladen
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CreateContactModal gesellschaftId={company.id} opened={createOpened} onClose={create.close} />
    </>
  );
}
