import type { Me } from '@maklerwerk/domain';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconEye } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client';
import { useEndViewAsMutation } from './auth.queries';
import { userKindLabel } from './user-kind-label';
import classes from './view-as-banner.module.css';

/** Always visible while viewing as someone else, so nobody forgets whose data is on screen. */
export function ViewAsBanner({ me, onEnded }: { me: Me; onEnded: () => void }) {
  const endViewAs = useEndViewAsMutation();
  const end = () => {
    endViewAs.mutate(undefined, {
      onSuccess: onEnded,
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  };

  return (
    <div className={classes.banner} role="status">
      <div className={classes.text}>
        <IconEye size={18} className={classes.icon} aria-hidden />
        <Text size="sm" fw={600} truncate>
          Sie sehen Maklerwerk als {me.user.displayName}
          <Text span size="sm" fw={400} c="dark.5">
            {' '}
            · {userKindLabel[me.user.kind]}
          </Text>
        </Text>
      </div>
      <Button
        size="compact-sm"
        color="orange.9"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={end}
        loading={endViewAs.isPending}
        className={classes.button}
      >
        Zurück zu {me.originalUser.displayName}
      </Button>
    </div>
  );
}
