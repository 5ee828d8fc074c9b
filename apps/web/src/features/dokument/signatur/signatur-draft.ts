import {
  type DokumentNodeId,
  type PrepareSignBody,
  PrepareSignBodySchema,
  SIGN_LIMITS,
  type SignerRole,
  type SignWorkspace,
} from '@maklerwerk/domain';
import type { Box } from './field-geometry';

/**
 * Colours of the signers (Mantine palette): a border and a light tint with dark text. A signer keeps
 * his colour when the order changes; there are as many as SIGN_LIMITS.signers.
 */
export const SIGNER_COLOURS = ['blue', 'orange', 'grape', 'teal', 'pink'] as const;
export type SignerColour = (typeof SIGNER_COLOURS)[number];

/** The colour of the signer at this index of a sent request (its fields are numbered by the same index). */
export const signerColourAt = (index: number): SignerColour => SIGNER_COLOURS[index % SIGNER_COLOURS.length] ?? 'blue';

/** A signer being prepared; `key` ties his fields to him while the list is reordered. */
export type SignerDraft = { key: string; role: SignerRole; name: string; email: string; colour: SignerColour };
export type FieldDraft = Box & { key: string; signerKey: string; page: number };

let counter = 0;
/** A key for a new signer or field (unique within the page). */
export const newKey = (prefix: string) => `${prefix}-${++counter}`;

export function freeColour(signers: readonly SignerDraft[]): SignerColour {
  return SIGNER_COLOURS.find((c) => !signers.some((s) => s.colour === c)) ?? SIGNER_COLOURS[0];
}

/** The server's suggestions: the customer first, then the broker; the list starts with them. */
export function initialSigners(suggestions: SignWorkspace['suggestions']): SignerDraft[] {
  const rank: Record<SignerRole, number> = { KUNDE: 0, MAKLER: 1, WEITERE: 2 };
  const sorted = [...suggestions].sort((a, b) => rank[a.role] - rank[b.role]).slice(0, SIGN_LIMITS.signers);
  const list: SignerDraft[] = [];
  for (const s of sorted) {
    list.push({ key: newKey('signer'), role: s.role, name: s.name, email: s.email ?? '', colour: freeColour(list) });
  }
  return list;
}

export function emptySigner(signers: readonly SignerDraft[]): SignerDraft {
  return { key: newKey('signer'), role: 'WEITERE', name: '', email: '', colour: freeColour(signers) };
}

/** The list with the signer at `index` swapped with its neighbour above (-1) or below (+1). */
export function moveSigner(signers: readonly SignerDraft[], index: number, direction: -1 | 1): SignerDraft[] {
  const target = index + direction;
  const list = [...signers];
  const a = list[index];
  const b = list[target];
  if (!a || !b) {
    return list;
  }
  list[index] = b;
  list[target] = a;
  return list;
}

/** The body of 'Zur Unterschrift senden': signers in order, every field pointing at its signer's index. */
export function prepareBody(
  docInfo: [DokumentNodeId, number],
  signers: readonly SignerDraft[],
  fields: readonly FieldDraft[],
): PrepareSignBody {
  const indexOf = new Map(signers.map((s, i) => [s.key, i]));
  return {
    docInfo,
    signers: signers.map((s) => ({ role: s.role, name: s.name.trim(), email: s.email.trim() || null })),
    fields: fields.flatMap((f) => {
      const signer = indexOf.get(f.signerKey);
      return signer === undefined ? [] : [{ signer, page: f.page, x: f.x, y: f.y, width: f.width, height: f.height }];
    }),
  };
}

export type DraftErrors = Record<string, string>;

/** The domain's check of the body before it goes: messages by path ('signers.0.name'), the first per path. */
export function checkBody(body: PrepareSignBody): DraftErrors {
  const result = PrepareSignBodySchema.safeParse(body);
  const errors: DraftErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Messages that belong to no input (the list, a field): shown in the alert above the send button. */
export function generalErrors(errors: DraftErrors): string[] {
  return [
    ...new Set(
      Object.entries(errors).flatMap(([path, m]) => (/^signers\.\d+\.(name|email|role)$/.test(path) ? [] : [m])),
    ),
  ];
}
