import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';

type Search = Record<string, unknown>;

const isPlainList = (value: unknown): value is (string | number)[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number');

/**
 * The router's search string, with lists of plain values written as repeated keys
 * (`?docInfo=VERTRAGSUNTERLAGEN&docInfo=9`, the spec's addresses) instead of JSON.
 * Reading needs nothing extra: the router's parser already turns a repeated key into a list.
 */
export function stringifySearch(search: Search): string {
  const rest: Search = {};
  const repeated = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (isPlainList(value)) {
      for (const item of value) {
        repeated.append(key, String(item));
      }
    } else {
      rest[key] = value;
    }
  }
  const base = defaultStringifySearch(rest);
  const lists = repeated.toString();
  if (!lists) {
    return base;
  }
  return base ? `${base}&${lists}` : `?${lists}`;
}

export const parseSearch = defaultParseSearch;
