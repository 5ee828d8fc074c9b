import type { PickedParticipant, TerminDraft } from '@maklerwerk/domain';
import { TERMIN_LIMITS } from '@maklerwerk/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACK, safeBack } from './back-path';
import {
  isSameParticipant,
  mergeArchiveFiles,
  mergeIntoDraft,
  mergeParticipants,
  toPickedParticipant,
} from './draft-merge';
import { contractPickerSearchSchema, pickerSearchSchema } from './picker-search';

const person = (over: Partial<PickedParticipant>): PickedParticipant => ({
  userId: null,
  customerId: null,
  personId: null,
  brokerId: null,
  name: 'N',
  email: '',
  ...over,
});

const draft = (picked?: Partial<TerminDraft['picked']>): TerminDraft => ({
  back: '/communication/kalender',
  form: { label: 'Beratung', bereich: 'Termin' },
  picked: { participants: [], contract: null, archiveFiles: [], ...picked },
});

describe('the same participant', () => {
  it('matches by each id kind and by e-mail (case and spaces ignored)', () => {
    expect(isSameParticipant(person({ userId: 1 }), person({ userId: 1 }))).toBe(true);
    expect(isSameParticipant(person({ customerId: 2 }), person({ customerId: 2, name: 'other' }))).toBe(true);
    expect(isSameParticipant(person({ personId: 3 }), person({ personId: 3 }))).toBe(true);
    expect(isSameParticipant(person({ brokerId: 4 }), person({ brokerId: 4 }))).toBe(true);
    expect(isSameParticipant(person({ email: 'Erika@Example.de ' }), person({ email: 'erika@example.de' }))).toBe(true);
  });

  it('differs for other ids, ids of another kind, and when both have no e-mail', () => {
    expect(isSameParticipant(person({ userId: 1 }), person({ userId: 2 }))).toBe(false);
    expect(isSameParticipant(person({ userId: 1 }), person({ customerId: 1 }))).toBe(false);
    expect(isSameParticipant(person({ name: 'A' }), person({ name: 'A' }))).toBe(false);
  });
});

describe('merging picks into the draft', () => {
  it('appends new participants in order and skips those already there or picked twice', () => {
    const existing = [person({ userId: 1, name: 'Max' })];
    const merged = mergeParticipants(existing, [
      person({ userId: 1, name: 'Max again' }),
      person({ customerId: 7, name: 'Erika' }),
      person({ customerId: 8, name: 'Hans' }),
      person({ customerId: 7, name: 'Erika twice' }),
    ]);
    expect(merged.map((p) => p.name)).toEqual(['Max', 'Erika', 'Hans']);
    expect(existing).toHaveLength(1);
  });

  it('stops at the editor’s participant limit', () => {
    const many = Array.from({ length: TERMIN_LIMITS.participants + 5 }, (_, i) => person({ customerId: i + 1 }));
    expect(mergeParticipants([], many)).toHaveLength(TERMIN_LIMITS.participants);
  });

  it('keeps back and form, replaces the contract, appends archive files once', () => {
    const before = draft({
      participants: [person({ userId: 1 })],
      contract: { id: 1, display: 'Alt 1' },
      archiveFiles: [{ id: 10, name: 'a.pdf' }],
    });
    const after = mergeIntoDraft(before, {
      contract: { id: 2, display: 'HUK-COBURG KF-4711-0815' },
      archiveFiles: [
        { id: 10, name: 'a.pdf' },
        { id: 11, name: 'b.pdf' },
      ],
    });
    expect(after.back).toBe(before.back);
    expect(after.form).toEqual(before.form);
    expect(after.picked.participants).toEqual(before.picked.participants);
    expect(after.picked.contract).toEqual({ id: 2, display: 'HUK-COBURG KF-4711-0815' });
    expect(after.picked.archiveFiles.map((f) => f.id)).toEqual([10, 11]);
    expect(before.picked.archiveFiles).toHaveLength(1);
  });

  it('leaves the contract when the patch does not name one; files stop at the limit', () => {
    const before = draft({ contract: { id: 1, display: 'X 1' } });
    expect(mergeIntoDraft(before, { participants: [person({ userId: 5 })] }).picked.contract).toEqual({
      id: 1,
      display: 'X 1',
    });
    const files = Array.from({ length: TERMIN_LIMITS.files + 3 }, (_, i) => ({ id: i + 1, name: `${i}.pdf` }));
    expect(mergeArchiveFiles([], files)).toHaveLength(TERMIN_LIMITS.files);
  });

  it('turns a candidate into a participant with its ids, name and e-mail', () => {
    expect(
      toPickedParticipant({
        userId: null,
        customerId: 12,
        personId: 34,
        brokerId: null,
        name: 'Erika Mustermann',
        email: 'erika@example.de',
      }),
    ).toEqual({
      userId: null,
      customerId: 12,
      personId: 34,
      brokerId: null,
      name: 'Erika Mustermann',
      email: 'erika@example.de',
    });
  });
});

describe('the back path of a picker', () => {
  it('accepts paths of this app, with their query', () => {
    expect(safeBack('/communication/appointment?draft=1')).toBe('/communication/appointment?draft=1');
    expect(safeBack('/home/versicherungen/insurance-group/overview/3')).toBe(
      '/home/versicherungen/insurance-group/overview/3',
    );
  });

  it('refuses anything that could leave the origin and falls back to the calendar', () => {
    for (const bad of [
      undefined,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'communication/appointment',
      '/\tevil',
      42,
    ]) {
      expect(safeBack(bad)).toBe(DEFAULT_BACK);
    }
  });
});

describe('the search of the picker routes', () => {
  it('keeps a safe back, replaces an unsafe or missing one with the calendar', () => {
    expect(pickerSearchSchema.parse({ back: '/communication/appointment?draft=1' }).back).toBe(
      '/communication/appointment?draft=1',
    );
    expect(pickerSearchSchema.parse({ back: 'https://evil.example' }).back).toBe(DEFAULT_BACK);
    expect(pickerSearchSchema.parse({}).back).toBe(DEFAULT_BACK);
  });

  it('reads singleSelection and insurance as booleans, from the URL’s text too', () => {
    expect(contractPickerSearchSchema.parse({ singleSelection: 'true', insurance: true, back: '/x' })).toEqual({
      singleSelection: true,
      insurance: true,
      back: '/x',
    });
    expect(contractPickerSearchSchema.parse({ singleSelection: 'kaputt' }).singleSelection).toBeUndefined();
  });
});
