import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type Props = { title: string; id: string; addLabel: string; onAdd: (() => void) | null };

/** A section's title and its add button (only for those who may change the contract). */
export function SectionHeader({ title, id, addLabel, onAdd }: Props) {
  return (
    <Group justify="space-between" gap="sm" mb="sm">
      <Title order={3} fz="h4" id={id}>
        {title}
      </Title>
      {onAdd && (
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}
