import { type ContractStatus, contractStatusLabel, contractStatusTone } from '@maklerwerk/domain';
import { Badge, type BadgeProps } from '@mantine/core';

/** A contract status as a coloured pill; colour and label come from the domain. */
export function StatusPill({ status, size = 'sm' }: { status: ContractStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge
      color={contractStatusTone[status]}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      fw={600}
      style={{ flexShrink: 0 }}
    >
      {contractStatusLabel[status]}
    </Badge>
  );
}
