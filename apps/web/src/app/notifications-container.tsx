import { Notifications } from '@mantine/notifications';

/** Mantine's notifications container, loaded apart from the first page (see DeferredNotifications in main.tsx). */
export default function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}
