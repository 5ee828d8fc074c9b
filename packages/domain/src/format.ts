const numberFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 cents → "1.234,56 €" (another currency: its symbol, e.g. "1.234,56 $"). */
export function formatCents(cents: number | null | undefined, symbol = '€'): string {
  if (cents === null || cents === undefined) {
    return '';
  }
  return `${formatHundredths(cents)} ${symbol}`;
}

/** A number kept in hundredths (cents, shares) → "1.234,56". */
export function formatHundredths(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : numberFormat.format(value / 100);
}

/** "2024-03-01" → "01.03.2024"; anything else → "". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** ISO timestamp → "01.03.2024 14:05" in German local time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

/** "1.234,56" or "1234.56" → 123456 cents; null when not a number. */
export function parseEuroToCents(input: string): number | null {
  const trimmed = input.replace(/\s|€/g, '');
  if (trimmed === '') {
    return null;
  }
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalised)) {
    return null;
  }
  const [whole = '0', fraction = ''] = normalised.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return normalised.startsWith('-') ? -cents : cents;
}
