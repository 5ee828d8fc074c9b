import {
  type Actor,
  type EditorMode,
  mayAddParticipant,
  mergePicked,
  type ParticipantTarget,
  type TerminDraft,
  type TerminFormValues,
} from '@maklerwerk/domain';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSaveDraftMutation } from './termin.queries';

// The draft of the editor while the user is in a picker (spec §2.1): stored on the server before
// leaving, restored by /communication/appointment?draft=1 when the picker comes back.

/** Where every picker returns to: the appointment route restores the draft. */
export const DRAFT_BACK = '/communication/appointment?draft=1';

export const pickerKinds = ['kunden', 'vermittler', 'gesellschaften', 'ansprechpartner', 'vertrag', 'archiv'] as const;
export type PickerKind = (typeof pickerKinds)[number];

export const pickerLabel: Record<PickerKind, string> = {
  kunden: 'Kunden',
  vermittler: 'Vermittler',
  gesellschaften: 'Gesellschaften',
  ansprechpartner: 'Ansprechpartner',
  vertrag: 'Vertrag',
  archiv: 'Archiv',
};

/** What a participant picker adds (the pickers of a contract and of archive documents add none). */
const pickerAdds: Record<PickerKind, ParticipantTarget | null> = {
  kunden: null,
  vermittler: { userId: null, customerId: null, personId: null, brokerId: 0 },
  // Insurers and their contacts come as bare addresses.
  gesellschaften: { userId: null, customerId: null, personId: null, brokerId: null },
  ansprechpartner: { userId: null, customerId: null, personId: null, brokerId: null },
  vertrag: null,
  archiv: null,
};

/**
 * Whether the menu offers a picker: not those whose participants the viewer may not add (issue 35: a
 * customer adds no brokers and no bare addresses; the customer picker shows only what is in his reach).
 */
export function pickerShown(kind: PickerKind, actor: Actor): boolean {
  const adds = pickerAdds[kind];
  return adds === null || mayAddParticipant(actor, adds);
}

const pickerPath: Record<PickerKind, string> = {
  kunden: '/communication/calendar-customer-search/',
  vermittler: '/communication/calendar-customer-search/broker',
  gesellschaften: '/communication/calendar-customer-search/company',
  ansprechpartner: '/communication/calendar-customer-search/contact',
  vertrag: '/communication/mailcomposer-customer-search/allgemeineVertragsdaten?singleSelection=true&insurance=true',
  archiv: '/communication/mailcomposer-dokumentenarchiv/calendar',
};

/** The picker's address with `back` to the draft restore. */
export function pickerHref(kind: PickerKind): string {
  const path = pickerPath[kind];
  return `${path}${path.includes('?') ? '&' : '?'}back=${encodeURIComponent(DRAFT_BACK)}`;
}

/** What the editor keeps in the draft besides its values: how to reopen it and where it was opened. */
export type DraftMeta = {
  /** The location the editor was opened from (where to go after saving). */
  __host: string;
  __mode: EditorMode;
  __sid?: number;
  __occurrence?: string;
  __contextCustomerId?: number;
  __fromContract?: boolean;
  __updateable?: boolean;
};

export type DraftForm = TerminFormValues & DraftMeta;

/** Stores the draft and opens a picker. */
export function useOpenPicker() {
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const save = useSaveDraftMutation();
  return {
    pending: save.isPending,
    error: save.error,
    /** `meta.__host` defaults to the current location (the route passes the place it was opened from). */
    openPicker: async (
      kind: PickerKind,
      form: TerminFormValues,
      meta: Omit<DraftMeta, '__host'> & { __host?: string },
    ) => {
      const draftForm: DraftForm = { ...form, ...meta, __host: meta.__host || here };
      await save.mutateAsync({
        back: DRAFT_BACK,
        form: draftForm as unknown as Record<string, unknown>,
        picked: { participants: [], contract: null, archiveFiles: [] },
      });
      await navigate({ href: pickerHref(kind) });
    },
  };
}

/** The draft's form values with what the pickers added: participants, the contract, archive documents. */
export function restoreFromDraft(
  draft: TerminDraft,
  currentUserId: number | null = null,
): { values: TerminFormValues; meta: DraftMeta } {
  const { __host, __mode, __sid, __occurrence, __contextCustomerId, __fromContract, __updateable, ...rest } =
    draft.form as unknown as DraftForm;
  const values = mergePicked(rest as TerminFormValues, draft.picked, currentUserId);
  return {
    values,
    meta: {
      __host: typeof __host === 'string' ? __host : '',
      __mode: __mode ?? 'Termin',
      __sid,
      __occurrence,
      __contextCustomerId,
      __fromContract,
      __updateable,
    },
  };
}
