import { imagePixelsProblem, pngSize, SIGNATURE_MAX_PIXELS } from '../common/image-limits';
import type { SignaturStatus } from '../dokument/dokument.schema';
import {
  SIGNATURE_FLAG_KOMPLETT,
  SIGNATURE_IMAGE_MAX_BYTES,
  SIGNATURE_IMAGE_TEXT,
  type SignActionResult,
  type SignatureFile,
  type SignerState,
  type SignRequestState,
  type WebserviceWarning,
} from './signatur.schema';

/** What the client does with the answer of the sign action (spec dokumente-formulare.md §4 "Signing flow"). */
export type SignFlowStep =
  | { kind: 'none' }
  | { kind: 'pictureAttach'; file: SignatureFile }
  | { kind: 'alreadySubmitted'; file: SignatureFile }
  | { kind: 'open'; file: SignatureFile & { url: string } }
  | { kind: 'notSuitable'; file: SignatureFile }
  | { kind: 'list'; files: SignatureFile[]; warnings: WebserviceWarning[] };

export function signFlowStep(result: SignActionResult): SignFlowStep {
  const files = result.signatures;
  const [only] = files;
  if (only === undefined) {
    return { kind: 'none' };
  }
  if (files.length > 1) {
    return { kind: 'list', files, warnings: result.webserviceWarnings };
  }
  if (only.isPictureAttach) {
    return { kind: 'pictureAttach', file: only };
  }
  if (only.signaturStatus === SIGNATURE_FLAG_KOMPLETT) {
    return { kind: 'alreadySubmitted', file: only };
  }
  if (only.url !== null) {
    return result.webserviceWarnings.length > 0
      ? { kind: 'list', files, warnings: result.webserviceWarnings }
      : { kind: 'open', file: { ...only, url: only.url } };
  }
  return { kind: 'notSuitable', file: only };
}

/** The picture-attachment modal opens this long after the answer (spec §4). */
export const PICTURE_ATTACH_DELAY_MS = 100;
/** The warnings box lists this many; 'weitere Warnungen ...' shows the rest. */
export const WARNINGS_SHOWN = 5;

/** Submitted documents answer the sign action with the flag KOMPLETT: a second run is blocked. */
export function isSubmitted(status: SignaturStatus | null): boolean {
  return status === 'EINGEREICHT_ABGELEGT' || status === 'TEILWEISE_EINGEREICHT' || status === 'KOMPLETT';
}

/** The document's pill while a request runs: partly signed, or signed by everybody. */
export function signaturStatusOf(signers: readonly { state: SignerState }[]): SignaturStatus | null {
  const signed = signers.filter((s) => s.state === 'UNTERSCHRIEBEN').length;
  if (signed === 0) {
    return null;
  }
  return signed === signers.length ? 'UNTERSCHRIEBEN' : 'TEILWEISE_UNTERSCHRIEBEN';
}

/**
 * Submitting to the insurer ('Eingereicht / abgelegt'): a fully signed document at once; one with
 * blank signatures only after the user confirmed with Ja (flag '1'), then it counts as partly submitted.
 */
export function submitOutcome(
  status: SignaturStatus | null,
  confirmed: boolean,
): { kind: 'submitted'; status: SignaturStatus } | { kind: 'ask' } | { kind: 'refused'; message: string } {
  if (isSubmitted(status)) {
    return { kind: 'refused', message: 'Das Dokument wurde bereits eingereicht' };
  }
  if (status === 'UNTERSCHRIEBEN') {
    return { kind: 'submitted', status: 'EINGEREICHT_ABGELEGT' };
  }
  return confirmed ? { kind: 'submitted', status: 'TEILWEISE_EINGEREICHT' } : { kind: 'ask' };
}

export const SUBMIT_WARNING = {
  title: 'Leere Unterschriften',
  message: 'Das Dokument ist noch nicht von allen unterschrieben. Trotzdem mit leeren Unterschriften einreichen?',
} as const;

export const BLANK_FIELDS_WARNING = {
  title: 'Ohne Unterschriftsfeld',
  message: (names: string[]) =>
    `Für ${names.join(', ')} ist kein Unterschriftsfeld platziert. Die Unterschrift erscheint dann nur im Prüfprotokoll. Trotzdem senden?`,
} as const;

export type LinkState = 'valid' | 'waiting' | 'used' | 'declined' | 'expired' | 'closed' | 'changed';

/** Whether a signer's link may be used now (issue 12 §4): one signer, one document version, a deadline. */
export function linkState(
  signer: { state: SignerState; expiresAt: Date },
  request: { state: SignRequestState; fileId: number },
  currentFileId: number,
  now: Date,
): LinkState {
  if (signer.state === 'UNTERSCHRIEBEN') {
    return 'used';
  }
  if (signer.state === 'ABGELEHNT') {
    return 'declined';
  }
  if (request.state !== 'OFFEN') {
    return 'closed';
  }
  if (signer.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  if (request.fileId !== currentFileId) {
    return 'changed';
  }
  return signer.state === 'WARTET' ? 'waiting' : 'valid';
}

/** The German message a link in this state shows, and nothing else (issue 12 §4). */
export const LINK_MESSAGE: Record<Exclude<LinkState, 'valid' | 'waiting'>, string> & { invalid: string } = {
  invalid: 'Dieser Link ist ungültig.',
  used: 'Sie haben dieses Dokument bereits unterschrieben. Der Link ist damit verbraucht.',
  declined: 'Sie haben die Unterschrift abgelehnt. Der Link ist damit verbraucht.',
  expired: 'Dieser Link ist abgelaufen. Bitte fordern Sie bei Ihrem Makler einen neuen Link an.',
  closed: 'Diese Unterschriftsanfrage ist beendet. Der Link gilt nicht mehr.',
  changed:
    'Das Dokument wurde nach der Vorbereitung geändert. Dieser Link gilt nicht mehr; bitte fordern Sie einen neuen an.',
};

export const CONSENT_TEXT =
  'Ich habe das Dokument gelesen und bin damit einverstanden, es elektronisch zu unterschreiben. ' +
  'Meine Unterschrift, der Zeitpunkt, meine IP-Adresse und mein Browser werden im Prüfprotokoll des Dokuments festgehalten.';

/** Signers sign one after another: after a signature or at the start, the next waiting one is on. */
export function nextSignerOrder(signers: readonly { order: number; state: SignerState }[]): number | null {
  const open = signers.filter((s) => s.state === 'WARTET' || s.state === 'OFFEN').sort((a, b) => a.order - b.order);
  return open[0]?.order ?? null;
}

/**
 * A drawn signature must be a PNG of at most 1 MB (issue 12: otherwise 422) and at most
 * `SIGNATURE_MAX_PIXELS`, read from its header before anything decodes it (issue 35). Null when it is fine.
 */
export function signatureImageProblem(bytes: Uint8Array): string | null {
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES) {
    return SIGNATURE_IMAGE_TEXT.tooLarge;
  }
  const size = pngSize(bytes);
  if (size === null) {
    return SIGNATURE_IMAGE_TEXT.notAnImage;
  }
  return imagePixelsProblem(size, SIGNATURE_MAX_PIXELS, 'Die Unterschrift');
}

/** Where the office continues with a file: the preparation page of our signing service. */
export function signWorkspaceUrl(nodeId: string, documentId: number): string {
  return `/communication/documents/signatur?docInfo=${nodeId}&docInfo=${documentId}`;
}

/**
 * A new link for a signer: while he may still sign; a waiting signer with an address gets his link by
 * mail when his turn comes (a new one then), so a link made earlier would stop working unseen.
 */
export function canRenewLink(signer: { state: SignerState; email: string | null }): boolean {
  return signer.state === 'OFFEN' || (signer.state === 'WARTET' && !signer.email);
}
export const RENEW_WAITING_TEXT = 'Der Link wird per E-Mail gesendet, sobald diese Person an der Reihe ist.';
