import { ABSENDER_NICHT_BESTAETIGT } from '@maklerwerk/domain';
import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A received mail whose sender SPF, DKIM and DMARC did not confirm (decision 0041): it may be forged. */
export function SenderUnconfirmedPill() {
  return (
    <Badge
      color="yellow"
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      size="sm"
      style={{ flexShrink: 0 }}
      leftSection={<IconAlertTriangle size={14} aria-hidden />}
      title="SPF, DKIM und DMARC haben die Absenderadresse nicht bestätigt: die E-Mail kann gefälscht sein."
    >
      {ABSENDER_NICHT_BESTAETIGT}
    </Badge>
  );
}
