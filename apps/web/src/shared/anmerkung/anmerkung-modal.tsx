import {
  formatDateTime,
  NOTE_DEFAULT_VISIBILITY,
  type Note,
  type NoteList,
  noteVisibilityLabels,
  type SaveNoteBody,
  SaveNoteBodySchema,
  todayInGermany,
} from '@maklerwerk/domain';
import { Button, Flex, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { StaleNotice } from '../../components/fields/form-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { ReadOnlyField } from '../../components/read-only-field';
import { useSession } from '../../lib/session';
import { useReloadAnmerkungen, useSaveAnmerkungMutation } from './anmerkung.queries';
import { erstellerLabel } from './anmerkung-columns';
import classes from './anmerkung-modal.module.css';

type Props = {
  contractId: number;
  /** Notes of this damage report: a new note belongs to it. */
  schadenId?: number;
  /** The row to show or edit; null adds a new note. */
  note: Note | null;
  /** Rights, visibility options and creator of the list the modal was opened from. */
  list: Pick<NoteList, 'canEdit' | 'sichtbarOptions' | 'ersteller'>;
  opened: boolean;
  onClose: () => void;
  /** 'Löschen' in edit mode: the caller asks and deletes. */
  onDelete: (note: Note) => void;
};

/** The date picker and option lists hand out null; the schema answers those with its messages. */
type Values = { datum: string | null; betreff: string; text: string; sichtbar: string | null };

const live = ['datum', 'betreff', 'text', 'sichtbar'] as const;

/** Read-only fields keep their grey ground but full-strength text: the note is there to be read. */
const readable = { input: { opacity: 1, color: 'var(--mantine-color-text)', cursor: 'default' } };

const valuesOf = (note: Note | null): Values =>
  note
    ? { datum: note.datum, betreff: note.betreff, text: note.text, sichtbar: note.sichtbar }
    : { datum: todayInGermany(), betreff: '', text: '', sichtbar: NOTE_DEFAULT_VISIBILITY };

/**
 * 'Anmerkung editieren' (spec 2.7, 4, 5): add and edit with Datum, Thema, Text and Sichtbar für; a new
 * note starts today, visible for Vermittler, with the current user as creator. Without the right to edit
 * notes the same modal shows the note read-only with only 'Schließen'.
 */
export function AnmerkungModal({ contractId, schadenId, note, list, opened, onClose, onDelete }: Props) {
  const { me } = useSession();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const readOnly = !list.canEdit;
  const save = useSaveAnmerkungMutation(contractId);
  const reload = useReloadAnmerkungen(contractId);
  const { form, field, onSubmit, submitting, failure, stale, reset } = useSchemaForm<Values, SaveNoteBody, Note>({
    schema: SaveNoteBodySchema,
    initialValues: valuesOf(note),
    toBody: (values) =>
      ({
        id: note?.id ?? null,
        version: note?.version ?? null,
        owner: contractId,
        schadenId: note ? note.schadenId : (schadenId ?? null),
        datum: values.datum ?? '',
        betreff: values.betreff,
        text: values.text,
        sichtbar: values.sichtbar,
      }) as SaveNoteBody,
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Die Anmerkung wurde gespeichert.' });
      onClose();
    },
  });

  // The form starts over whenever the modal opens: today's defaults, or a copy of the row. What is
  // missing shows at once ('Thema ist erforderlich!'): it is why 'Speichern' is disabled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening (or another row) resets the form
  useEffect(() => {
    if (opened) {
      reset(valuesOf(note));
      if (!readOnly) {
        void form.validate();
      }
    }
  }, [opened, note]);

  // A field's message follows every change, not only 'Speichern' (which waits for a valid form).
  const input = <K extends (typeof live)[number]>(key: K) => {
    const props = field(key);
    return {
      ...props,
      disabled: readOnly,
      styles: readOnly ? readable : undefined,
      onChange: (value: unknown) => {
        props.onChange(value);
        void form.validateField(key);
      },
      onBlur: () => {
        void form.validateField(key);
      },
    };
  };

  // The row's visibility stays readable even when the user may not choose it.
  const current = form.values.sichtbar;
  const sichtbarData =
    current && !list.sichtbarOptions.some((o) => o.value === current)
      ? [
          ...list.sichtbarOptions,
          { value: current, label: noteVisibilityLabels[current as Note['sichtbar']] ?? current },
        ]
      : list.sichtbarOptions;

  const creator = note
    ? erstellerLabel(note.erstellerName, note.ersteller)
    : erstellerLabel(
        [me.user, me.originalUser].find(
          (u) => list.ersteller === u.username || list.ersteller.startsWith(`${u.username}-`),
        )?.displayName,
        list.ersteller,
      );
  const combobox = { withinPortal: !isPhone };
  const valid = form.isValid();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Anmerkung editieren"
      size="lg"
      centered
      fullScreen={isPhone}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
      closeOnClickOutside={!submitting}
      // Read-only: 'Schließen' below is the one way out (and Escape).
      withCloseButton={!readOnly}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <GermanDateInput
              label="Datum"
              popoverProps={combobox}
              // No clear button (its name 'Eingabe löschen' would stand beside the note's 'Löschen'):
              // emptying the text clears the date.
              clearable={false}
              allowDeselect
              {...input('datum')}
            />
            <Select
              label="Sichtbar für"
              data={sichtbarData}
              allowDeselect={false}
              comboboxProps={combobox}
              {...input('sichtbar')}
            />
          </SimpleGrid>
          <TextInput
            label="Thema"
            autoComplete="off"
            data-autofocus={!readOnly && !isPhone ? true : undefined}
            {...input('betreff')}
          />
          <Textarea label="Text" autosize minRows={4} maxRows={14} {...input('text')} />
          <Group gap="xl" align="flex-start" wrap="wrap">
            <ReadOnlyField label="Ersteller">{creator}</ReadOnlyField>
            {note && <ReadOnlyField label="Angelegt am">{formatDateTime(note.dateCreated)}</ReadOnlyField>}
            {note && note.dateModified !== note.dateCreated && (
              <ReadOnlyField label="Zuletzt geändert">{formatDateTime(note.dateModified)}</ReadOnlyField>
            )}
          </Group>
          {stale ? (
            <StaleNotice
              onReload={() => {
                void reload();
                onClose();
              }}
            />
          ) : (
            <FormAlert message={failure} />
          )}
          {readOnly ? (
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose} data-autofocus>
                Schließen
              </Button>
            </Group>
          ) : (
            <Flex
              direction={{ base: 'column-reverse', xs: 'row' }}
              justify="space-between"
              gap="sm"
              mt="xs"
              className={classes.actions}
            >
              {note ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => onDelete(note)}
                  disabled={submitting}
                >
                  Löschen
                </Button>
              ) : (
                <span />
              )}
              <Flex direction={{ base: 'column-reverse', xs: 'row' }} gap="sm" className={classes.actions}>
                <Button variant="default" onClick={onClose} disabled={submitting}>
                  Abbrechen
                </Button>
                <Button
                  type="submit"
                  loading={submitting}
                  disabled={!valid || stale}
                  leftSection={<IconDeviceFloppy size={16} />}
                >
                  Speichern
                </Button>
              </Flex>
            </Flex>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
