import { type AlarmEvent, AlarmEventSchema, TERMIN_FILE_ROUTES, terminApi } from '@maklerwerk/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { apiCall } from '../../../lib/api-client';

/** After the stream gave up (the server answered with an error), the next attempt. */
const REOPEN_MS = 30_000;

const notificationId = (alarm: AlarmEvent) => `termin-alarm-${alarm.id}`;

/**
 * The in-app alarms (alarmMsc) of the logged-in user: listens to the server's event stream and shows each
 * alarm as a notification that stays until it is closed; closing it marks the alarm seen. Rendered once
 * in the layout behind the login; renders nothing itself.
 */
export function AlarmListener() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const shown = new Set<number>();
    let disposed = false;
    let source: EventSource | undefined;
    let reopen: number | undefined;

    const markSeen = (alarm: AlarmEvent) => {
      // On logout or unmount the popups go away without being seen.
      if (!disposed) {
        apiCall(terminApi.alarmSeen, { params: { id: alarm.id } }).catch(() => undefined);
      }
    };

    const show = (alarm: AlarmEvent) => {
      if (shown.has(alarm.id)) {
        return;
      }
      shown.add(alarm.id);
      const id = notificationId(alarm);
      const href = `/communication/appointment?sid=${alarm.sid}`;
      notifications.show({
        id,
        title: 'Erinnerung',
        autoClose: false,
        withCloseButton: true,
        // The notifications are drawn outside the router: the link navigates through the captured function.
        message: (
          <Stack gap={2}>
            <Text size="sm">
              {alarm.label} – {alarm.begin}
            </Text>
            {alarm.place ? (
              <Text size="sm" c="dimmed">
                {alarm.place}
              </Text>
            ) : null}
            <Anchor
              size="sm"
              href={href}
              onClick={(event) => {
                const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
                if (!modified) {
                  event.preventDefault();
                  void navigateRef.current({ href });
                }
                notifications.hide(id);
              }}
            >
              Öffnen
            </Anchor>
          </Stack>
        ),
        onClose: () => markSeen(alarm),
      });
    };

    const open = () => {
      if (disposed || source) {
        return;
      }
      source = new EventSource(TERMIN_FILE_ROUTES.events);
      source.addEventListener('alarm', (event) => {
        try {
          const parsed = AlarmEventSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
          if (parsed.success) {
            show(parsed.data);
          }
        } catch {
          // A broken event is skipped.
        }
      });
      // EventSource reconnects by itself after a dropped connection; after an error answer it stops.
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED && !disposed) {
          source.close();
          source = undefined;
          window.clearTimeout(reopen);
          reopen = window.setTimeout(open, REOPEN_MS);
        }
      };
    };
    const close = () => {
      window.clearTimeout(reopen);
      source?.close();
      source = undefined;
    };
    // Only a visible tab holds the stream: over HTTP/1.1 a browser has six connections per host, and a
    // user with many tabs of Maklerwerk would otherwise use them up. Alarms of a hidden tab wait on the
    // server (unseen) and arrive when it is shown again.
    const onVisibility = () => (document.hidden ? close() : open());
    document.addEventListener('visibilitychange', onVisibility);
    if (!document.hidden) {
      open();
    }

    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      close();
      for (const alarmId of shown) {
        notifications.hide(`termin-alarm-${alarmId}`);
      }
    };
  }, []);

  return null;
}
