/** Postgres answers timestamptz as text ('2019-01-01 09:00:00+00'); the API speaks ISO 8601. */
export function toIsoTimestamp(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
