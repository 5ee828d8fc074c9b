import {
  addParticipants,
  artMode,
  berlinWallTime,
  canUseTextbausteine,
  type EditorMode,
  editorTitle,
  hasMultipleOwners,
  newTerminValues,
  recipientParticipants,
  saveDisabled,
  TERMIN_MESSAGES,
  type Termin,
  type TerminArt,
  type TerminCombos,
  type TerminFormValues,
  type Textbaustein,
  valuesFromTermin,
} from '@maklerwerk/domain';
import { Alert, Anchor, Center, Group, Loader, Modal, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FormAlert } from '../../../components/fields/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { AllgemeinTab } from './allgemein-tab';
import { AttachmentsSection } from './attachments-section';
import { type PickerKind, useOpenPicker } from './draft';
import { EditorActions } from './editor-actions';
import { ParticipantsSection } from './participants-section';
import { type PickedRecipient, RecipientsSection } from './recipients-section';
import { RepeatAlarmSection } from './repeat-alarm-section';
import { SeriesScopeModal } from './series-scope-modal';
import { terminCombosQueryOptions, terminQueryOptions, textbausteineQueryOptions } from './termin.queries';
import { useTerminSave } from './use-termin-save';

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
  /** Opened on its own route (/communication/appointment): a „zurück“ link leads to where the user came from. */
  onBack?: () => void;
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
      {props.onBack && (
        <Anchor component="button" type="button" size="sm" mb="sm" onClick={props.onBack}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            zurück
          </Group>
        </Anchor>
      )}
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
  const currentUserId = me.user.id;
  const shortcutsAllowed = canUseTextbausteine(actor);
  const shortcuts = useQuery({ ...textbausteineQueryOptions(), enabled: shortcutsAllowed });
  const shortcutList: Textbaustein[] = shortcuts.data?.items ?? [];
  const picker = useOpenPicker();
  const [tab, setTab] = useState<TabKey>('allgemein');
  const [swapAlert, setSwapAlert] = useState(false);
  const [choosingRecipients, setChoosingRecipients] = useState(false);

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
  const {
    form,
    field,
    submit,
    submitting,
    failure,
    stale,
    removing,
    requestDelete,
    scopeFor,
    chooseScope,
    closeScope,
    confirmDelete,
    closeConfirmDelete,
    deleteItem,
  } = useTerminSave({
    item,
    initialValues,
    occurrence: props.occurrence,
    onErrorAt: (key) => setTab(tabOfError(key)),
    onSaved: props.onSaved,
    onDeleted: props.onDeleted,
    onClose,
  });
  const v = form.values;
  const art: TerminArt = v.art;
  const currentMode: EditorMode = mode === 'Empfänger' ? mode : artMode(art);
  const multipleOwners = hasMultipleOwners(v.participants);
  const disabled = saveDisabled({
    label: v.label,
    beginDate: v.beginDate,
    loading: submitting || removing,
    multipleOwners,
    updateable,
  });
  const errors = form.errors;
  const participantErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('participants'))
    .map(([, text]) => text);

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
            <AllgemeinTab
              form={form}
              field={field}
              combos={combos}
              readOnly={readOnly}
              showArt={!item && mode !== 'Empfänger' && !props.fromContract}
              currentMode={currentMode}
              shortcuts={shortcutList}
              onEndSwapped={() => setSwapAlert(true)}
            />
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
              onOpenRecipients={() => setChoosingRecipients(true)}
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

        <EditorActions
          item={item}
          readOnly={readOnly}
          canUseDocumentArchive={combos.canUseDocumentArchive}
          submitting={submitting}
          saveDisabled={disabled}
          onDelete={requestDelete}
          onOpenArchive={() => openPicker('archiv')}
          onClose={onClose}
        />
      </Stack>

      {choosingRecipients && (
        <TerminEditorModal
          opened
          mode="Empfänger"
          empfaenger={{}}
          onClose={() => setChoosingRecipients(false)}
          onRecipients={(list) => {
            form.setFieldValue(
              'participants',
              addParticipants(form.getValues().participants, recipientParticipants(list, art, currentUserId)),
            );
            form.clearFieldError('participants');
            setTab('beteiligte');
          }}
        />
      )}
      <SeriesScopeModal
        opened={scopeFor !== null}
        action={scopeFor ?? 'speichern'}
        onClose={closeScope}
        onChoose={chooseScope}
      />
      <ConfirmModal
        opened={confirmDelete}
        title={`${currentMode} löschen`}
        confirmLabel="Löschen"
        danger
        onClose={closeConfirmDelete}
        onConfirm={deleteItem}
      >
        {TERMIN_MESSAGES.confirmDelete(label)}
      </ConfirmModal>
    </form>
  );
}
