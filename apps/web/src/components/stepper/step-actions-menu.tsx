import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconDots, IconPlus, IconTrash } from '@tabler/icons-react';
import type { StepperAction, StepperItem } from './stepper.types';

type Props = { step: StepperItem; onAction: (key: string, action: StepperAction) => void };

/** The actions of a dynamic document's step (spec 2.6): add, copy, move up or down, remove. */
export function StepActionsMenu({ step, onAction }: Props) {
  const actions = step.actions;
  if (!actions) {
    return null;
  }
  const run = (action: StepperAction) => () => onAction(step.key, action);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Aktionen für Schritt ${step.label}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPlus size={14} />} disabled={!actions.canAdd} onClick={run('add')}>
          Schritt hinzufügen
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={14} />} disabled={!actions.canCopy} onClick={run('copy')}>
          Schritt kopieren
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowUp size={14} />} disabled={!actions.canMoveUp} onClick={run('up')}>
          Nach oben verschieben
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} />} disabled={!actions.canMoveDown} onClick={run('down')}>
          Nach unten verschieben
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={!actions.canRemove}
          onClick={run('remove')}
        >
          Schritt entfernen
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
