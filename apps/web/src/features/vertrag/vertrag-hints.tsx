import type { FehlerEntry } from '@maklerwerk/domain';
import { Anchor, Badge, Collapse, Group, List, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import classes from './vertrag-hints.module.css';

type Props = {
  fehler: FehlerEntry[];
  /** Jumps to the step (and substep) that carries the entry. */
  onSelect: (entry: FehlerEntry) => void;
  /** Where an entry leads, e.g. 'Allgemeine Daten › Vertragspersonen'. */
  placeOf?: (entry: FehlerEntry) => string | undefined;
};

/** Spec 2.1: the collapsible 'Hinweise und Fehler' box over the contract's `fehler`. */
export function ContractHints({ fehler, onSelect, placeOf }: Props) {
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Paper withBorder>
      <UnstyledButton className={classes.toggle} onClick={toggle} aria-expanded={opened} aria-controls="contract-hints">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>Hinweise und Fehler</Text>
            <Badge color={fehler.length ? 'orange' : 'gray'} variant="light" size="sm" circle={fehler.length < 10}>
              {fehler.length}
            </Badge>
          </Group>
          <IconChevronDown size={18} className={classes.chevron} data-opened={opened || undefined} aria-hidden />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id="contract-hints">
        <div className={classes.body}>
          {fehler.length === 0 ? (
            <Group gap="xs">
              <IconInfoCircle size={16} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text size="sm" c="dimmed">
                Keine Hinweise vorhanden.
              </Text>
            </Group>
          ) : (
            <>
              <Text size="sm" fw={600} mb={6}>
                Fehler:
              </Text>
              <List
                spacing={6}
                size="sm"
                icon={
                  <ThemeIcon color="orange" variant="light" size={20} radius="xl">
                    <IconAlertTriangle size={12} />
                  </ThemeIcon>
                }
              >
                {fehler.map((entry, index) => {
                  const place = placeOf?.(entry);
                  return (
                    // Texts may repeat; their position is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: list is static for one answer
                    <List.Item key={index}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        c="dark.7"
                        ta="left"
                        onClick={() => onSelect(entry)}
                      >
                        {entry.text}
                      </Anchor>
                      {place && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          · {place}
                        </Text>
                      )}
                    </List.Item>
                  );
                })}
              </List>
            </>
          )}
        </div>
      </Collapse>
    </Paper>
  );
}
