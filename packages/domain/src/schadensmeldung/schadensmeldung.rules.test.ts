import { describe, expect, it } from 'vitest';
import {
  bearbeitungsstandLabel,
  canStartMerge,
  deleteDamageReportQuestion,
  mergeDialogDate,
  mergeRefusal,
  offenerBetragCents,
  sumPaymentsCents,
} from './schadensmeldung.rules';

const report = (id: number, contractId = 1, removed = false) => ({ id, contractId, removed });

describe('damage report rules', () => {
  it('maps the stored code to the label of the list and keeps an unknown code', () => {
    expect(bearbeitungsstandLabel('IN_BEARBEITUNG')).toBe('in Bearbeitung');
    expect(bearbeitungsstandLabel('REGULIERT')).toBe('reguliert');
    expect(bearbeitungsstandLabel('X', [{ value: 'X', label: 'vom Server' }])).toBe('vom Server');
    expect(bearbeitungsstandLabel('ALT')).toBe('ALT');
  });

  it('asks for the delete with the Meldedatum as DD.MM.YYYY', () => {
    expect(deleteDamageReportQuestion('2025-06-03')).toBe('Möchten Sie die Meldung vom 03.06.2025 wirklich löschen?');
  });

  it('shows a missing date in the merge dialog as xx.xx.xxxx', () => {
    expect(mergeDialogDate(null)).toBe('xx.xx.xxxx');
    expect(mergeDialogDate('2024-03-14')).toBe('14.03.2024');
  });

  it('allows the merge of two live reports of one contract only', () => {
    expect(mergeRefusal(report(1), report(2))).toBeNull();
    expect(mergeRefusal(report(1), report(1))).toMatch(/mit sich selbst/);
    expect(mergeRefusal(report(1), report(2, 2))).toMatch(/desselben Vertrags/);
    expect(mergeRefusal(report(1, 1, true), report(2))).toMatch(/gelöschte/);
    expect(mergeRefusal(report(1), report(2, 1, true))).toMatch(/gelöschte/);
  });

  it('enables the merge for exactly two selected reports', () => {
    expect(canStartMerge([])).toBe(false);
    expect(canStartMerge([1])).toBe(false);
    expect(canStartMerge([1, 2])).toBe(true);
    expect(canStartMerge([1, 2, 3])).toBe(false);
  });

  it('sums payments in cents and computes the open amount from the estimate', () => {
    const payments = [{ betragCents: 120_050 }, { betragCents: 33 }];
    expect(sumPaymentsCents(payments)).toBe(120_083);
    expect(offenerBetragCents(200_000, payments)).toBe(79_917);
    expect(offenerBetragCents(null, payments)).toBeNull();
    expect(offenerBetragCents(100_000, payments)).toBe(-20_083);
  });
});
