import { describe, expect, it } from 'vitest';
import { pngHeader } from '../common/image-limits.test-support';
import {
  canRenewLink,
  linkState,
  nextSignerOrder,
  signatureImageProblem,
  signaturStatusOf,
  signFlowStep,
  submitOutcome,
} from './signatur.rules';
import {
  ConcatSignBodySchema,
  PictureAttachmentsQuerySchema,
  PrepareSignBodySchema,
  SIGNATURE_IMAGE_TEXT,
  type SignatureFile,
  SignBodySchema,
} from './signatur.schema';

const file = (over: Partial<SignatureFile> = {}): SignatureFile => ({
  url: '/sign/1',
  fileName: 'a.pdf',
  signaturStatus: null,
  isPictureAttach: false,
  signoElement: { PARAMETER_DOK_ID: '1', PARAMETER_ANTRAGSNR_INTERN: 'X', PARAMETER_ANTRAGSDATEN_PDF_ID: '2' },
  ...over,
});
const warning = { key: 'Beitrag', value: '12,00 €' };

describe('signFlowStep (spec §4 "Signing flow")', () => {
  it('no file: none', () => {
    expect(signFlowStep({ signatures: [], webserviceWarnings: [] }).kind).toBe('none');
  });
  it('several files: the list, whatever they are', () => {
    const step = signFlowStep({ signatures: [file(), file({ url: null })], webserviceWarnings: [] });
    expect(step.kind).toBe('list');
  });
  it('one picture-attachment file opens the attachments before anything else', () => {
    expect(
      signFlowStep({
        signatures: [file({ isPictureAttach: true, signaturStatus: 'KOMPLETT' })],
        webserviceWarnings: [],
      }).kind,
    ).toBe('pictureAttach');
  });
  it('one KOMPLETT file: already submitted', () => {
    expect(signFlowStep({ signatures: [file({ signaturStatus: 'KOMPLETT' })], webserviceWarnings: [] }).kind).toBe(
      'alreadySubmitted',
    );
  });
  it('one file with a url opens it; with webservice warnings the list instead', () => {
    expect(signFlowStep({ signatures: [file()], webserviceWarnings: [] })).toMatchObject({
      kind: 'open',
      file: { url: '/sign/1' },
    });
    expect(signFlowStep({ signatures: [file()], webserviceWarnings: [warning] })).toMatchObject({
      kind: 'list',
      warnings: [warning],
    });
  });
  it('one file without a url: not suitable', () => {
    expect(signFlowStep({ signatures: [file({ url: null })], webserviceWarnings: [warning] }).kind).toBe('notSuitable');
  });
});

describe('signature states', () => {
  it('partly signed, fully signed, nobody yet', () => {
    expect(signaturStatusOf([{ state: 'UNTERSCHRIEBEN' }, { state: 'OFFEN' }])).toBe('TEILWEISE_UNTERSCHRIEBEN');
    expect(signaturStatusOf([{ state: 'UNTERSCHRIEBEN' }, { state: 'UNTERSCHRIEBEN' }])).toBe('UNTERSCHRIEBEN');
    expect(signaturStatusOf([{ state: 'OFFEN' }, { state: 'WARTET' }])).toBeNull();
  });
  it('submitting: signed at once, blank signatures only after Ja, never twice', () => {
    expect(submitOutcome('UNTERSCHRIEBEN', false)).toEqual({ kind: 'submitted', status: 'EINGEREICHT_ABGELEGT' });
    expect(submitOutcome('TEILWEISE_UNTERSCHRIEBEN', false)).toEqual({ kind: 'ask' });
    expect(submitOutcome('TEILWEISE_UNTERSCHRIEBEN', true)).toEqual({
      kind: 'submitted',
      status: 'TEILWEISE_EINGEREICHT',
    });
    expect(submitOutcome('EINGEREICHT_ABGELEGT', true).kind).toBe('refused');
    expect(submitOutcome('KOMPLETT', true).kind).toBe('refused');
  });
  it('the next signer is the lowest order still open', () => {
    expect(
      nextSignerOrder([
        { order: 2, state: 'WARTET' },
        { order: 1, state: 'UNTERSCHRIEBEN' },
        { order: 3, state: 'WARTET' },
      ]),
    ).toBe(2);
    expect(nextSignerOrder([{ order: 1, state: 'UNTERSCHRIEBEN' }])).toBeNull();
  });
});

describe('canRenewLink', () => {
  it('the signer whose turn it is, and a waiting one without an address; never after signing', () => {
    expect(canRenewLink({ state: 'OFFEN', email: 'a@b.de' })).toBe(true);
    expect(canRenewLink({ state: 'WARTET', email: null })).toBe(true);
    expect(canRenewLink({ state: 'WARTET', email: 'a@b.de' })).toBe(false);
    expect(canRenewLink({ state: 'UNTERSCHRIEBEN', email: null })).toBe(false);
  });
});

describe('linkState', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const later = new Date('2026-12-01T12:00:00Z');
  const request = { state: 'OFFEN' as const, fileId: 7 };
  it('valid, waiting, used, declined, expired, closed, changed', () => {
    expect(linkState({ state: 'OFFEN', expiresAt: later }, request, 7, now)).toBe('valid');
    expect(linkState({ state: 'WARTET', expiresAt: later }, request, 7, now)).toBe('waiting');
    expect(linkState({ state: 'UNTERSCHRIEBEN', expiresAt: later }, request, 7, now)).toBe('used');
    expect(linkState({ state: 'ABGELEHNT', expiresAt: later }, request, 7, now)).toBe('declined');
    expect(linkState({ state: 'OFFEN', expiresAt: now }, request, 7, now)).toBe('expired');
    expect(linkState({ state: 'OFFEN', expiresAt: later }, { ...request, state: 'ZURUECKGEZOGEN' }, 7, now)).toBe(
      'closed',
    );
    expect(linkState({ state: 'OFFEN', expiresAt: later }, request, 8, now)).toBe('changed');
  });
});

describe('schemas', () => {
  it('picture attachments take the signoElement as repeated key/value pairs', () => {
    const parsed = PictureAttachmentsQuerySchema.parse({
      sendData: ['PARAMETER_DOK_ID', '12', 'PARAMETER_ANTRAGSNR_INTERN', 'KF-1', 'PARAMETER_ANTRAGSDATEN_PDF_ID', '34'],
    });
    expect(parsed.sendData).toMatchObject({ PARAMETER_DOK_ID: 12, PARAMETER_ANTRAGSDATEN_PDF_ID: '34' });
    expect(PictureAttachmentsQuerySchema.safeParse({ sendData: ['PARAMETER_DOK_ID'] }).success).toBe(false);
    expect(PictureAttachmentsQuerySchema.safeParse({ sendData: ['PARAMETER_DOK_ID', '0x10'] }).success).toBe(false);
  });
  it('concatenation ids: ids only, each once', () => {
    expect(ConcatSignBodySchema.parse({ concatIds: [3, 3, '4'], dokId: '12', antragsdatenPdfId: 5 }).concatIds).toEqual(
      [3, 4],
    );
    expect(ConcatSignBodySchema.safeParse({ concatIds: ['x'], dokId: 1, antragsdatenPdfId: 1 }).success).toBe(false);
  });
  it('a field stays on its page and belongs to a signer', () => {
    const base = { docInfo: ['BERATUNG', 1], signers: [{ role: 'KUNDE', name: 'Erika' }] };
    const field = { signer: 0, page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.08 };
    expect(PrepareSignBodySchema.safeParse({ ...base, fields: [field] }).success).toBe(true);
    expect(PrepareSignBodySchema.safeParse({ ...base, fields: [{ ...field, x: 0.8 }] }).success).toBe(false);
    expect(PrepareSignBodySchema.safeParse({ ...base, fields: [{ ...field, signer: 1 }] }).success).toBe(false);
    expect(PrepareSignBodySchema.safeParse({ ...base, signers: [], fields: [] }).success).toBe(false);
  });
  it('a signature is drawn or typed; consent is required', () => {
    const png = 'iVBORw0KGgo=';
    expect(SignBodySchema.safeParse({ consent: true, signature: { kind: 'drawn', png } }).success).toBe(true);
    expect(SignBodySchema.safeParse({ consent: false, signature: { kind: 'drawn', png } }).success).toBe(false);
    expect(SignBodySchema.safeParse({ consent: true, signature: { kind: 'typed', name: ' ' } }).success).toBe(false);
    expect(SignBodySchema.safeParse({ consent: true, signature: { kind: 'stamp' } }).success).toBe(false);
  });
  it('a drawn signature is a PNG of at most 1 MB', () => {
    const png = pngHeader(1200, 600);
    expect(signatureImageProblem(png)).toBeNull();
    expect(signatureImageProblem(png.subarray(0, 8))).toBe(SIGNATURE_IMAGE_TEXT.notAnImage);
    expect(signatureImageProblem(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      SIGNATURE_IMAGE_TEXT.notAnImage,
    );
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    expect(signatureImageProblem(big)).toBe(SIGNATURE_IMAGE_TEXT.tooLarge);
  });
  it('a drawn signature of more pixels than a pad has is refused from its header (issue 35)', () => {
    expect(signatureImageProblem(pngHeader(3000, 3000))).toBe(
      'Die Unterschrift ist zu groß (9 Megapixel, höchstens 3).',
    );
    expect(signatureImageProblem(pngHeader(3000, 1000))).toBeNull();
  });
});
