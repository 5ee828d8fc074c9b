/** How the change log names a damage report, a payment and what happened to them (server and tests). */
import { formatCents, formatDate } from '../format';

/** 'KS-2024-0001 Auffahrunfall (Ereignis 14.03.2024)': a report as the change log names it. */
export function describeReport(r: {
  schadennr: string;
  schadensursache: string;
  ereignisdatum: string | null;
}): string {
  const ereignis = r.ereignisdatum ? ` (Ereignis ${formatDate(r.ereignisdatum)})` : '';
  return `${r.schadennr} ${r.schadensursache}${ereignis}`;
}

/** '10.04.2024 1.850,00 € an Autohaus Schmidt GmbH (Reparatur)': a payment as the change log names it. */
export function describePayment(p: {
  datum: string;
  betragCents: number;
  empfaenger: string;
  vermerk: string | null;
}): string {
  const vermerk = p.vermerk ? ` (${p.vermerk})` : '';
  return `${formatDate(p.datum)} ${formatCents(p.betragCents)} an ${p.empfaenger}${vermerk}`;
}

export const describeRemoval = (meldedatum: string) => `Meldung vom ${formatDate(meldedatum)} gelöscht`;
export const describeTakenOver = (schadennr: string) => `Schadensmeldung ${schadennr} übernommen`;
export const describeMergedInto = (schadennr: string) => `vereinigt mit ${schadennr}`;
