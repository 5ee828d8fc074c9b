import type { StartPage } from '@maklerwerk/domain';
import { Stack } from '@mantine/core';
import { OpenTasksCard } from './open-tasks-card';
import { SignaturenCard } from './signaturen-card';
import { UnreadCard } from './unread-card';

/** The right column: unread mail, the open tasks (office) and the documents waiting for signatures. */
export function UpcomingSlots({
  forCustomer,
  unread,
  aufgaben,
  signaturen,
  onTasksChanged,
}: {
  forCustomer: boolean;
  unread: StartPage['unread'] | undefined;
  aufgaben: StartPage['aufgaben'] | undefined;
  signaturen: StartPage['signaturen'] | undefined;
  /** After saving a task in the editor: the start page loads again. */
  onTasksChanged?: () => void;
}) {
  return (
    <Stack gap="md" h="100%">
      <UnreadCard unread={unread} forCustomer={forCustomer} />
      {!forCustomer && <OpenTasksCard aufgaben={aufgaben} onChanged={onTasksChanged} />}
      <SignaturenCard signaturen={signaturen} forCustomer={forCustomer} />
    </Stack>
  );
}
