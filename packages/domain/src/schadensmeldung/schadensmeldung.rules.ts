import { formatDate } from '../format';
import { type Actor, isCustomerKind } from '../permissions';
import { type Bearbeitungsstand, bearbeitungsstaende } from './schadensmeldung.schema';

/** The label of a stored Bearbeitungsstand; an unknown code shows as it is stored. */
export function bearbeitungsstandLabel(
  code: string,
  list: readonly { value: string; label: string }[] = bearbeitungsstaende,
): string {
  return list.find((s) => s.value === code)?.label ?? code;
}

/** The insurer's reserve is office information: a customer (or whoever views as one) does not see it. */
export const canSeeDamageReserve = (a: Actor) => !isCustomerKind(a.viewed);

/** The state of a report a customer files (issue 9: 'gemeldet'). */
export const BEARBSTAND_NEU: Bearbeitungsstand = 'GEMELDET';

/** Spec 8: a missing date in the merge dialog shows as xx.xx.xxxx. */
export function mergeDialogDate(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : 'xx.xx.xxxx';
}

/** Spec 8: 'Möchten Sie die Meldung vom {date} wirklich löschen?' with the Meldedatum as DD.MM.YYYY. */
export function deleteDamageReportQuestion(meldedatum: string | null): string {
  return `Möchten Sie die Meldung vom ${mergeDialogDate(meldedatum)} wirklich löschen?`;
}

export const MERGE_WARNING = 'Vereinigte Schadensmeldungen können im Nachgang nicht mehr getrennt werden';

type MergeCandidate = { id: number; contractId: number; removed: boolean };

/**
 * Why two reports cannot be merged, or null when they can (issue 9): the same report twice, a
 * removed report, or reports of different contracts.
 */
export function mergeRefusal(source: MergeCandidate, kept: MergeCandidate): string | null {
  if (source.id === kept.id) {
    return 'Eine Schadensmeldung kann nicht mit sich selbst vereinigt werden.';
  }
  if (source.removed || kept.removed) {
    return 'Eine gelöschte oder bereits vereinigte Schadensmeldung kann nicht vereinigt werden.';
  }
  if (source.contractId !== kept.contractId) {
    return 'Nur Schadensmeldungen desselben Vertrags können vereinigt werden.';
  }
  return null;
}

/** The merge button needs exactly two selected reports (spec 5). */
export const canStartMerge = (selected: readonly unknown[]) => selected.length === 2;

/** Sum of the payments in cents (integers: never a rounding step). */
export function sumPaymentsCents(payments: readonly { betragCents: number }[]): number {
  return payments.reduce((sum, p) => sum + p.betragCents, 0);
}

/**
 * The open amount: the estimated damage minus what has been paid (decision 0016); null without an
 * estimate. Negative when more was paid than estimated; the page shows that as it is.
 */
export function offenerBetragCents(
  schadenhoeheCents: number | null,
  payments: readonly { betragCents: number }[],
): number | null {
  return schadenhoeheCents === null ? null : schadenhoeheCents - sumPaymentsCents(payments);
}
