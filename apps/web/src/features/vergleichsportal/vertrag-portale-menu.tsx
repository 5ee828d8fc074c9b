import {
  type ContractDetails,
  canOpenVergleichsportal,
  canUseVergleichsportale,
  type ExternalAccessEntry,
  type PortalOptions,
} from '@maklerwerk/domain';
import { Box, Button, Menu, Skeleton, Text } from '@mantine/core';
import { IconCalculator, IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { PortalOptionDialog } from './portal-option-dialog';
import { contractPortaleQueryOptions, useOpenPortalMutation } from './vertrag-portale.queries';

/** The server sanitised the label already; the browser does it again before showing HTML. */
function PortalLabel({ entry }: { entry: ExternalAccessEntry }) {
  if (!entry.labelHtml) {
    return <>{entry.itemLabel}</>;
  }
  const clean = DOMPurify().sanitize(entry.labelHtml, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'small', 'span', 'br', 'sup', 'sub'],
    ALLOWED_ATTR: [],
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and above, inline formatting only
  return <Box component="span" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The header's extra options for external access (spec §2, widget 9): the comparison and offer portals
 * fitting the contract. Opening one asks the options, hands the data over and goes to the portal's address
 * in this tab (a new tab after an awaited call would be stopped by popup blockers; decision 0029).
 */
export function ContractPortaleMenu({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const { actor } = useSession();
  const navigate = useNavigate();
  const visible = canUseVergleichsportale(actor);
  const portale = useQuery({ ...contractPortaleQueryOptions(contract.id), enabled: visible });
  const open = useOpenPortalMutation(contract.id);
  const [chosen, setChosen] = useState<ExternalAccessEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const entries = portale.data?.entries ?? [];
  if (visible && portale.isPending) {
    // The button's place while the portals load (they come after the contract): the status beside it
    // would jump aside when the button came.
    return <Skeleton height={36} w={{ base: 74, sm: 229 }} radius="sm" aria-hidden />;
  }
  if (!visible || entries.length === 0) {
    return null;
  }
  const mayOpen = canOpenVergleichsportal(actor);
  const start = async (entry: ExternalAccessEntry, options: PortalOptions) => {
    setFailure(null);
    try {
      const { url } = await open.mutateAsync({ path: entry.path, vertragId: contract.id, options });
      setChosen(null);
      void navigate({ href: url });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const choose = (entry: ExternalAccessEntry) => {
    setFailure(null);
    if (entry.askOptions) {
      setChosen(entry);
    } else {
      void start(entry, { userAnonymous: false, kundendaten: false });
    }
  };
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={280}>
        <Menu.Target>
          {/* Phones show the icon only: status, this menu and 'Aktionen' share one row there. */}
          <Button
            variant="default"
            aria-label="Vergleichsrechner"
            leftSection={<IconCalculator size={16} />}
            rightSection={<IconChevronDown size={16} />}
            px={{ base: 'xs', sm: 'md' }}
          >
            <Box component="span" visibleFrom="sm">
              Vergleichsrechner
            </Box>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Externe Zugänge</Menu.Label>
          {entries.map((entry) => (
            <Menu.Item key={entry.path} disabled={!mayOpen} onClick={() => choose(entry)}>
              <Text size="sm" component="span" display="block">
                <PortalLabel entry={entry} />
              </Text>
              {entry.companyLabel && (
                <Text size="xs" c="dimmed" component="span" display="block">
                  {entry.companyLabel}
                </Text>
              )}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <PortalOptionDialog
        entry={chosen}
        onClose={() => setChosen(null)}
        onOpen={(options) => (chosen ? start(chosen, options) : Promise.resolve())}
        failure={failure}
      />
    </>
  );
}
