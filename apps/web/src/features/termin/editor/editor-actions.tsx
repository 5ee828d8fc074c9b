import type { Termin } from '@maklerwerk/domain';
import { Anchor, Button, Group } from '@mantine/core';
import { IconCalendarDown, IconFolder, IconMail, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { terminIcsUrl } from './termin.queries';

type EditorActionsProps = {
  item: Termin | undefined;
  readOnly: boolean;
  canUseDocumentArchive: boolean;
  submitting: boolean;
  saveDisabled: boolean;
  onDelete: () => void;
  onOpenArchive: () => void;
  onClose: () => void;
};

/**
 * The editor's buttons (spec §5.1): Löschen, the item as .ics, a mail to the participants and the document
 * archive on the left; Abbrechen (Schließen when read-only) and Speichern on the right.
 */
export function EditorActions({
  item,
  readOnly,
  canUseDocumentArchive,
  submitting,
  saveDisabled,
  onDelete,
  onOpenArchive,
  onClose,
}: EditorActionsProps) {
  const navigate = useNavigate();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        {item && !readOnly && item.deletable && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            Löschen
          </Button>
        )}
        {item && (
          <Anchor href={terminIcsUrl(item.sid)} download size="sm">
            <Group gap={4} component="span">
              <IconCalendarDown size={16} aria-hidden />
              .ics herunterladen
            </Group>
          </Anchor>
        )}
        {item && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              void navigate({ to: '/communication/mailcomposer-appointment/$sid', params: { sid: item.sid } })
            }
          >
            <Group gap={4} component="span">
              <IconMail size={16} aria-hidden />
              E-Mail an Beteiligte
            </Group>
          </Anchor>
        )}
        {canUseDocumentArchive && !readOnly && (
          <Button variant="default" leftSection={<IconFolder size={16} />} onClick={onOpenArchive}>
            Dokumentenarchiv
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <Button variant="default" onClick={onClose} disabled={submitting}>
          {readOnly ? 'Schließen' : 'Abbrechen'}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={submitting} disabled={saveDisabled}>
            Speichern
          </Button>
        )}
      </Group>
    </Group>
  );
}
