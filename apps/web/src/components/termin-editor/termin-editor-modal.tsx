import {
  artMode,
  berlinWallTime,
  canUseTextbausteine,
  changeBeginDate,
  changeBeginTime,
  changeEnd,
  defaultBereich,
  type EditorMode,
  editorTitle,
  expandShortcut,
  fullDayTimes,
  germanToIsoDate,
  hasMultipleOwners,
  isoToGermanDate,
  modeArt,
  newTerminValues,
  normalTime,
  type SaveTerminBody,
  SaveTerminBodySchema,
  type SerienBereich,
  saveDisabled,
  TERMIN_MESSAGES,
  type Termin,
  type TerminArt,
  type TerminCombos,
  type TerminFormValues,
  type Textbaustein,
  toSaveBody,
  valuesFromTermin,
} from '@maklerwerk/domain';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  ColorInput,
  Grid,
  Group,
  Input,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCalendarDown, IconFolder, IconMail, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { ConfirmModal } from '../confirm-modal';
import { CurrencyInput } from '../fields/currency-input';
import { FormAlert } from '../fields/form-alert';
import { GermanDateInput } from '../fields/german-date-input';
import { TimeInput } from '../fields/time-input';
import { useSchemaForm } from '../fields/use-schema-form';
import { AttachmentsSection } from './attachments-section';
import { type PickerKind, useOpenPicker } from './draft';
import { ParticipantsSection } from './participants-section';
import { type PickedRecipient, RecipientsSection } from './recipients-section';
import { RepeatAlarmSection } from './repeat-alarm-section';
import { SeriesScopeModal } from './series-scope-modal';
import {
  terminCombosQueryOptions,
  terminIcsUrl,
  terminQueryOptions,
  textbausteineQueryOptions,
  useDeleteTerminMutation,
  useSaveTerminMutation,
} from './termin.queries';

export type TerminEditorModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The item to edit; none creates a new one. */
  sid?: number;
  /** The occurrence of a series it was opened at ('DD.MM.YYYY HH:mm'): saving asks for the scope. */
  occurrence?: string;
  /** Values laid over a new item (e.g. `contractTaskPreset`), or the full values restored from a draft. */
  preset?: Partial<TerminFormValues>;
  mode: EditorMode;
  /** The customer of the page it was opened from (contract or customer): locked as participant in mode Aufgabe. */
  contextCustomerId?: number;
  /** Opened from a contract's 'Aufgabe hinzufügen' / 'Neue Aktivität': the title is 'Aufgabe bearbeiten'. */
  fromContract?: boolean;
  /** Where the editor was opened from, kept in the draft while a picker is open (default: the current location). */
  host?: string;
  onSaved?: (termin: Termin) => void;
  /** Called after the item was deleted. */
  onDeleted?: () => void;
  /** Mode 'Empfänger': whose recipients are listed, a broker (maklernr) or a company (bereichId). */
  empfaenger?: { maklernr?: string; bereichId?: number };
  /** Mode 'Empfänger': the ticked recipients, handed back with 'Übernehmen'. */
  onRecipients?: (list: PickedRecipient[]) => void;
};

/**
 * The editor of appointments, tasks and activities (spec §2.1, §4.1, §4.2, §5.1): a wide modal, full
 * screen on a phone. Loads the combos (and the item when `sid` is set).
 */
export function TerminEditorModal(props: TerminEditorModalProps) {
  const { opened, onClose, sid, mode } = props;
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const recipientMode = mode === 'Empfänger';
  const combos = useQuery({ ...terminCombosQueryOptions(), enabled: opened && !recipientMode });
  const item = useQuery({ ...terminQueryOptions(sid ?? 0), enabled: opened && !recipientMode && sid !== undefined });
  const loading = combos.isPending || (sid !== undefined && item.isPending);
  const error = combos.error ?? (sid !== undefined ? item.error : null);
  const existing = sid !== undefined;
  const titleMode: EditorMode =
    mode === 'Empfänger'
      ? mode
      : item.data
        ? artMode(item.data.art)
        : props.preset?.art
          ? artMode(props.preset.art)
          : mode;
  const title = editorTitle(titleMode, existing, props.fromContract);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      centered={!phone}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {recipientMode ? (
        <RecipientsSection query={props.empfaenger ?? {}} onRecipients={props.onRecipients} onClose={onClose} />
      ) : error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorMessage(error)}
        </Alert>
      ) : loading || !combos.data ? (
        <Center py="xl">
          <Loader type="dots" aria-label="Wird geladen" />
        </Center>
      ) : (
        <TerminEditorForm
          key={`${sid ?? 'neu'}-${item.data?.version ?? 0}`}
          {...props}
          combos={combos.data}
          item={item.data}
          title={title}
        />
      )}
    </Modal>
  );
}

type FormProps = TerminEditorModalProps & { combos: TerminCombos; item: Termin | undefined; title: string };

const TIME_FIELDS_ERROR_KEYS = ['begin', 'end'];
const SERVER_FIELDS = ['begin', 'end', 'participants', 'retryDays', 'retryCount', 'retryMaxDate', 'version'];
type TabKey = 'allgemein' | 'beteiligte' | 'wiederholung' | 'anhaenge';
const tabOfError = (key: string): TabKey =>
  key.startsWith('participants')
    ? 'beteiligte'
    : key.startsWith('retry') || key.startsWith('alarm')
      ? 'wiederholung'
      : key === 'files' || key === 'archiveFiles'
        ? 'anhaenge'
        : 'allgemein';

function TerminEditorForm(props: FormProps) {
  const { combos, item, onClose, mode } = props;
  const { actor, me } = useSession();
  const navigate = useNavigate();
  const currentUserId = me.user.id;
  const shortcutsAllowed = canUseTextbausteine(actor);
  const shortcuts = useQuery({ ...textbausteineQueryOptions(), enabled: shortcutsAllowed });
  const shortcutList: Textbaustein[] = shortcuts.data?.items ?? [];
  const save = useSaveTerminMutation();
  const remove = useDeleteTerminMutation();
  const picker = useOpenPicker();
  const series = useRef<{ scope?: SerienBereich; occurrence?: string }>({});
  const [tab, setTab] = useState<TabKey>('allgemein');
  const [scopeFor, setScopeFor] = useState<'speichern' | 'löschen' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [swapAlert, setSwapAlert] = useState(false);

  const [initialValues] = useState<TerminFormValues>(() => {
    if (item) {
      return { ...valuesFromTermin(item), ...(props.preset ?? {}) };
    }
    const startMode: EditorMode = props.preset?.art ? artMode(props.preset.art) : mode;
    const base = newTerminValues({
      mode: startMode,
      actor,
      now: berlinWallTime(new Date()),
      initBeteiligte: combos.initBeteiligte,
    });
    return { ...base, ...(props.preset ?? {}) };
  });

  const updateable = item ? item.updateable : true;
  const readOnly = !updateable;
  const repeating = Boolean(item?.rrule) || (item !== undefined && item.retry !== 'Keine');

  const { form, field, onSubmit, submitting, failure, stale, reset } = useSchemaForm<
    TerminFormValues,
    SaveTerminBody,
    Termin
  >({
    schema: SaveTerminBodySchema,
    initialValues,
    toBody: (v) => toSaveBody(v, series.current),
    submit: (body) => save.mutateAsync(body),
    isField: (key: string): boolean =>
      key in initialValues || SERVER_FIELDS.some((f) => key === f || key.startsWith(`${f}.`)),
    onInvalid: () => {
      const first = Object.keys(form.errors)[0];
      if (first) {
        setTab(tabOfError(first));
      }
    },
    onServerError: () => {
      const first = Object.keys(form.errors)[0];
      if (first) {
        setTab(tabOfError(first));
      }
    },
    onSuccess: (termin) => {
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
      reset(initialValues);
      props.onSaved?.(termin);
      onClose();
    },
  });
  const v = form.values;
  const art: TerminArt = v.art;
  const currentMode: EditorMode = mode === 'Empfänger' ? mode : artMode(art);
  const multipleOwners = hasMultipleOwners(v.participants);
  const disabled = saveDisabled({
    label: v.label,
    beginDate: v.beginDate,
    loading: submitting || remove.isPending,
    multipleOwners,
    updateable,
  });
  const errors = form.errors;
  const participantErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('participants'))
    .map(([, text]) => text);

  const times = { beginDate: v.beginDate, beginTime: v.beginTime, endDate: v.endDate, endTime: v.endTime };
  const setTimes = (next: typeof times) => {
    form.setValues(next);
    for (const key of ['beginDate', 'beginTime', 'endDate', 'endTime', ...TIME_FIELDS_ERROR_KEYS]) {
      form.clearFieldError(key);
    }
  };
  const setEnd = (end: { endDate?: string; endTime?: string }) => {
    const complete = end.endTime === undefined || normalTime(end.endTime) !== null;
    if (!complete) {
      form.setValues(end);
      return;
    }
    const result = changeEnd(times, end);
    setTimes(result.times);
    if (result.swapped) {
      setSwapAlert(true);
    }
  };

  /** Text fields expand shortcuts as they are typed (spec §5.1). */
  const shortcutField = (key: 'label' | 'place' | 'text') => {
    const base = field(key);
    return {
      ...base,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        form.setFieldValue(key, expandShortcut(value, shortcutList) ?? value);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (event.key === 'Enter') {
          const expanded = expandShortcut(form.getValues()[key], shortcutList, { atEnd: true });
          if (expanded !== null) {
            event.preventDefault();
            form.setFieldValue(key, expanded);
          }
        }
      },
    };
  };

  const changeArt = (next: TerminArt) => {
    const nextMode = artMode(next);
    const bereich = v.bereich === 'VersVertrag' ? v.bereich : defaultBereich(actor, next);
    const timesNext = nextMode === 'Termin' ? times : changeBeginDate(times, v.beginDate, nextMode);
    form.setValues({ art: next, bereich, ...timesNext });
  };

  const submit = () => {
    if (repeating && props.occurrence) {
      setScopeFor('speichern');
      return;
    }
    series.current = {};
    onSubmit();
  };

  const openPicker = (kind: PickerKind) =>
    void picker
      .openPicker(kind, form.getValues(), {
        __host: props.host,
        __mode: mode,
        __sid: props.sid,
        __occurrence: props.occurrence,
        __contextCustomerId: props.contextCustomerId,
        __fromContract: props.fromContract,
      })
      .catch(() => undefined);

  const bereichOptions = combos.bereichCombo.some((o) => o.value === v.bereich)
    ? combos.bereichCombo
    : [...combos.bereichCombo, { value: v.bereich, label: v.bereichDisplay ?? v.bereich }];
  const isTask = art !== 'TERMIN';
  const ro = { disabled: readOnly };
  const label = v.label.trim() || props.title;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" variant="light">
            Sie können diesen Eintrag nur ansehen.
          </Alert>
        )}
        {multipleOwners && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {TERMIN_MESSAGES.multipleOwners}
          </Alert>
        )}
        {swapAlert && (
          <Alert
            color="yellow"
            variant="light"
            role="alert"
            withCloseButton
            closeButtonLabel="Hinweis schließen"
            onClose={() => setSwapAlert(false)}
          >
            {TERMIN_MESSAGES.endBeforeBegin}
          </Alert>
        )}
        <Tabs value={tab} onChange={(t) => t && setTab(t as TabKey)} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="allgemein">Allgemein</Tabs.Tab>
            <Tabs.Tab value="beteiligte">Beteiligte ({v.participants.length})</Tabs.Tab>
            <Tabs.Tab value="wiederholung">Wiederholung & Erinnerung</Tabs.Tab>
            <Tabs.Tab value="anhaenge">Anhänge ({v.files.length + v.archiveFiles.length})</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="allgemein" pt="md">
            <Stack gap="sm">
              {!item && mode !== 'Empfänger' && !props.fromContract && (
                <Input.Wrapper label="Art" id="termin-art">
                  <SegmentedControl
                    aria-labelledby="termin-art-label"
                    value={art}
                    onChange={(value) => changeArt(value as TerminArt)}
                    data={(['Termin', 'Aufgabe', 'Aktivität'] as const).map((m) => ({ value: modeArt[m], label: m }))}
                    fullWidth
                    mt={4}
                  />
                </Input.Wrapper>
              )}
              <TextInput label="Titel" {...shortcutField('label')} required {...ro} data-autofocus />
              <Grid gap="sm">
                <Grid.Col span={{ base: 7, sm: 3 }}>
                  <GermanDateInput
                    label="Beginn Datum"
                    required
                    value={germanToIsoDate(v.beginDate)}
                    onChange={(iso) => setTimes(changeBeginDate(times, isoToGermanDate(iso), currentMode))}
                    error={errors.begin ?? errors.beginDate}
                    popoverProps={{ withinPortal: true }}
                    {...ro}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, sm: 3 }}>
                  <TimeInput
                    label="Beginn Zeit"
                    value={v.beginTime}
                    disabled={readOnly || v.fullDay}
                    onChange={(time) => setTimes(changeBeginTime(times, time))}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 7, sm: 3 }}>
                  <GermanDateInput
                    label="Ende Datum"
                    value={germanToIsoDate(v.endDate)}
                    onChange={(iso) => setEnd({ endDate: isoToGermanDate(iso) })}
                    error={errors.end ?? errors.endDate}
                    popoverProps={{ withinPortal: true }}
                    {...ro}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, sm: 3 }}>
                  <TimeInput
                    label="Ende Zeit"
                    value={v.endTime}
                    disabled={readOnly || v.fullDay}
                    onChange={(time) => setEnd({ endTime: time })}
                  />
                </Grid.Col>
              </Grid>
              <Group gap="lg">
                <Checkbox
                  label="Ganztägig"
                  checked={v.fullDay}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    form.setFieldValue('fullDay', on);
                    if (on) {
                      setTimes(fullDayTimes(times));
                    }
                  }}
                  {...ro}
                />
                <Checkbox label="Privat" {...form.getInputProps('private', { type: 'checkbox' })} {...ro} />
                {art === 'TERMIN' && (
                  <Checkbox label="Bestätigt" {...form.getInputProps('bestaetigt', { type: 'checkbox' })} {...ro} />
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Ort" {...shortcutField('place')} {...ro} />
                <Select
                  label="Bereich"
                  data={bereichOptions}
                  {...field('bereich')}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  description={v.bereich === 'VersVertrag' && v.bereichDisplay ? v.bereichDisplay : undefined}
                  {...ro}
                />
                {isTask && (
                  <Select
                    label="Status"
                    data={combos.statusComboAufgabe}
                    {...field('status')}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    {...ro}
                  />
                )}
                {isTask && (
                  <Select
                    label="Verkaufsphase"
                    data={combos.verkaufsphaseWVCombo}
                    {...field('sellingPhase')}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    {...ro}
                  />
                )}
                {isTask && (
                  <Select
                    label="Art der Aktivität"
                    data={combos.artComboWV}
                    {...field('activityArt')}
                    clearable
                    comboboxProps={{ withinPortal: true }}
                    {...ro}
                  />
                )}
                {isTask && <TextInput label="Produkt" {...field('produkt')} {...ro} />}
                {isTask && (
                  <CurrencyInput
                    label="Geschäftswert"
                    value={v.geschaeftwert}
                    onChange={(cents) => form.setFieldValue('geschaeftwert', cents)}
                    error={errors.geschaeftwert}
                    min={0}
                    {...ro}
                  />
                )}
                <ColorInput
                  label="Farbe"
                  format="hex"
                  value={v.color}
                  onChange={(color) => form.setFieldValue('color', color)}
                  error={errors.color}
                  swatches={['#1971c2', '#237032', '#c2410c', '#862e9c', '#0b7285', '#a61e4d', '#495057']}
                  eyeDropperButtonProps={{ 'aria-label': 'Farbe vom Bildschirm aufnehmen' }}
                  swatchesPerRow={7}
                  closeOnColorSwatchClick
                  popoverProps={{ withinPortal: true }}
                  {...ro}
                />
              </SimpleGrid>
              <Textarea label="Beschreibung" autosize minRows={4} maxRows={12} {...shortcutField('text')} {...ro} />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="beteiligte" pt="md">
            <ParticipantsSection
              actor={actor}
              participants={v.participants}
              onChange={(next) => {
                form.setFieldValue('participants', next);
                form.clearFieldError('participants');
              }}
              art={art}
              mode={currentMode}
              contextCustomerId={props.contextCustomerId ?? null}
              ownCustomerId={actor.viewed.customerId}
              currentUserId={currentUserId}
              rolleCombo={combos.rolleCombo}
              alarmConfig={combos.alarmConfig}
              readOnly={readOnly}
              onCopyAddress={(address) => {
                form.setFieldValue('place', address);
                form.clearFieldError('place');
              }}
              onOpenPicker={openPicker}
              pickerPending={picker.pending}
              error={participantErrors.length > 0 ? participantErrors.join(' ') : undefined}
            />
          </Tabs.Panel>

          <Tabs.Panel value="wiederholung" pt="md">
            <RepeatAlarmSection
              retry={v.retry}
              retryDays={v.retryDays}
              retryCount={v.retryCount}
              retryMaxDate={v.retryMaxDate}
              alarmEmailMinutes={v.alarmEmailMinutes}
              alarmMscMinutes={v.alarmMscMinutes}
              onChange={(change) => form.setValues(change)}
              combos={combos}
              readOnly={readOnly}
              errors={{ retryDays: errors.retryDays, retryCount: errors.retryCount, retryMaxDate: errors.retryMaxDate }}
            />
          </Tabs.Panel>

          <Tabs.Panel value="anhaenge" pt="md">
            <AttachmentsSection
              sid={item?.sid}
              storedFileIds={item?.files.map((f) => f.id) ?? []}
              files={v.files}
              archiveFiles={v.archiveFiles}
              onChange={(change) => form.setValues(change)}
              readOnly={readOnly}
              onOpenArchive={combos.canUseDocumentArchive ? () => openPicker('archiv') : undefined}
            />
          </Tabs.Panel>
        </Tabs>

        {stale && (
          <Alert color="orange" variant="light" role="alert">
            Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte schließen Sie den Editor und öffnen Sie ihn
            erneut.
          </Alert>
        )}
        <FormAlert message={stale ? null : failure} />
        {picker.error && <FormAlert message={errorMessage(picker.error)} />}

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm">
            {item && !readOnly && item.deletable && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => (repeating && props.occurrence ? setScopeFor('löschen') : setConfirmDelete(true))}
              >
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
            {combos.canUseDocumentArchive && !readOnly && (
              <Button variant="default" leftSection={<IconFolder size={16} />} onClick={() => openPicker('archiv')}>
                Dokumentenarchiv
              </Button>
            )}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {readOnly ? 'Schließen' : 'Abbrechen'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={submitting} disabled={disabled}>
                Speichern
              </Button>
            )}
          </Group>
        </Group>
      </Stack>

      <SeriesScopeModal
        opened={scopeFor !== null}
        action={scopeFor ?? 'speichern'}
        onClose={() => setScopeFor(null)}
        onChoose={(scope) => {
          const action = scopeFor;
          setScopeFor(null);
          series.current = { scope, occurrence: props.occurrence };
          if (action === 'speichern') {
            onSubmit();
          } else {
            setConfirmDelete(true);
          }
        }}
      />
      <ConfirmModal
        opened={confirmDelete}
        title={`${currentMode} löschen`}
        confirmLabel="Löschen"
        danger
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          if (!item) {
            return;
          }
          await remove.mutateAsync({ sid: item.sid, ...series.current });
          notifications.show({ color: 'teal', message: 'Gelöscht.' });
          props.onDeleted?.();
          onClose();
        }}
      >
        {TERMIN_MESSAGES.confirmDelete(label)}
      </ConfirmModal>
    </form>
  );
}
