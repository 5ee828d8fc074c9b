// PostgreSQL's text of a timestamptz in UTC: '2019-01-01 09:00:00+00', with up to six fraction digits.
const utcText = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * Postgres answers timestamptz as text ('2019-01-01 09:00:00+00'); the API speaks ISO 8601 with
 * milliseconds, as Date#toISOString writes it. Text in UTC is rewritten directly (Date's parser for
 * this form was a few per cent of a list's server CPU), any other through Date.
 */
export function toIsoTimestamp(value: string): string {
  const utc = utcText.exec(value);
  if (utc) {
    return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
