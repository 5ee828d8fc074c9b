import type { ViewAsTarget } from '@maklerwerk/domain';
import { Alert, Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { viewAsTargetsQueryOptions } from './auth.queries';
import { userKindLabel } from './user-kind-label';
import classes from './view-as-target-list.module.css';

type Props = { search: string; disabled: boolean; onChoose: (target: ViewAsTarget) => void };

export function ViewAsTargetList({ search, disabled, onChoose }: Props) {
  const targets = useQuery(viewAsTargetsQueryOptions(search));

  if (targets.isPending) {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label="Benutzer werden geladen">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  }
  if (targets.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(targets.error)}
      </Alert>
    );
  }
  if (targets.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        Keine passenden Benutzer gefunden.
      </Text>
    );
  }
  return (
    <Stack gap={4} role="list" aria-label="Benutzer">
      {targets.data.map((target) => (
        <UnstyledButton
          key={target.userId}
          role="listitem"
          className={classes.row}
          disabled={disabled}
          onClick={() => onChoose(target)}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {target.displayName}
              </Text>
              <Text c="dimmed" size="xs" truncate>
                {target.detail}
              </Text>
            </div>
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {userKindLabel[target.kind]}
            </Badge>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
