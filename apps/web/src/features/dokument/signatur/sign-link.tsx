import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export const LINK_ONCE_HINT =
  'Der Link wird nur jetzt angezeigt. Kopieren Sie ihn oder lassen Sie den QR-Code vor Ort, z. B. auf einem Tablet, scannen.';

/** A fresh personal link: the full address to copy and a QR code to sign in person. */
export function SignLink({ path, name }: { path: string; name: string }) {
  const url = `${window.location.origin}${path}`;
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(url, { margin: 1, width: 176, errorCorrectionLevel: 'M' }).then(
      (data) => !cancelled && setQr(data),
      () => !cancelled && setQr(null),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ color: 'teal', message: 'Link kopiert' });
    } catch {
      notifications.show({
        color: 'red',
        message: 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
      });
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={`Link für ${name}`}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          Link kopieren
        </Button>
      </Group>
      {qr && (
        <Image src={qr} alt={`QR-Code zum Unterschreiben für ${name}`} w={176} h={176} fit="contain" radius="sm" />
      )}
      <Text size="xs" c="dimmed">
        {LINK_ONCE_HINT}
      </Text>
    </Stack>
  );
}
