import { type DraftPicked, type PickedParticipant, TERMIN_LIMITS, type TerminDraft } from '@maklerwerk/domain';

// Pure: what a picker adds to the editor's draft (issue 13 point 4). No duplicates: a participant is
// the same when one of its ids (userId, customerId, personId, brokerId) or its e-mail matches.

const idKeys = ['userId', 'customerId', 'personId', 'brokerId'] as const;

const normalEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** Whether two picks are the same person (a shared id of the same kind, or the same e-mail). */
export function isSameParticipant(a: PickedParticipant, b: PickedParticipant): boolean {
  if (idKeys.some((k) => a[k] !== null && a[k] !== undefined && a[k] === b[k])) {
    return true;
  }
  const email = normalEmail(a.email);
  return email !== '' && email === normalEmail(b.email);
}

/** The participants with the picks appended in order, each only once, at most the editor's limit. */
export function mergeParticipants(
  existing: readonly PickedParticipant[],
  picks: readonly PickedParticipant[],
): PickedParticipant[] {
  const out = [...existing];
  for (const pick of picks) {
    if (out.length >= TERMIN_LIMITS.participants) {
      break;
    }
    if (!out.some((p) => isSameParticipant(p, pick))) {
      out.push(pick);
    }
  }
  return out;
}

/** The archive files with the new ones appended, each id once, at most the editor's limit. */
export function mergeArchiveFiles(
  existing: readonly DraftPicked['archiveFiles'][number][],
  files: readonly DraftPicked['archiveFiles'][number][],
): DraftPicked['archiveFiles'] {
  const out = [...existing];
  for (const file of files) {
    if (out.length >= TERMIN_LIMITS.files) {
      break;
    }
    if (!out.some((f) => f.id === file.id)) {
      out.push(file);
    }
  }
  return out;
}

export type PickPatch = {
  participants?: readonly PickedParticipant[];
  /** A chosen contract replaces the one picked before. */
  contract?: DraftPicked['contract'];
  archiveFiles?: readonly DraftPicked['archiveFiles'][number][];
};

const emptyPicked: DraftPicked = { participants: [], contract: null, archiveFiles: [] };

/** The draft with a picker's choice added; back and form stay as the editor left them. */
export function mergeIntoDraft(draft: TerminDraft, patch: PickPatch): TerminDraft {
  const picked = { ...emptyPicked, ...draft.picked };
  return {
    ...draft,
    picked: {
      participants: patch.participants
        ? mergeParticipants(picked.participants, patch.participants)
        : picked.participants,
      contract: patch.contract !== undefined ? patch.contract : picked.contract,
      archiveFiles: patch.archiveFiles
        ? mergeArchiveFiles(picked.archiveFiles, patch.archiveFiles)
        : picked.archiveFiles,
    },
  };
}

/** A candidate of the pickers as the participant it becomes. */
export function toPickedParticipant(c: {
  userId: number | null;
  customerId: number | null;
  personId: number | null;
  brokerId: number | null;
  name: string;
  email: string;
}): PickedParticipant {
  return {
    userId: c.userId,
    customerId: c.customerId,
    personId: c.personId,
    brokerId: c.brokerId,
    name: c.name.slice(0, 200),
    email: c.email.slice(0, 254),
  };
}
