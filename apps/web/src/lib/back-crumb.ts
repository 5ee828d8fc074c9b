import { useSyncExternalStore } from 'react';

/** A way back to the page the user left (spec 2.1: leaving the details adds 'zurück zu Details'). */
export type BackCrumb = { label: string; href: string };

const storageKey = 'maklerwerk.backCrumb';
const listeners = new Set<() => void>();
let crumb: BackCrumb | null = read();

function read(): BackCrumb | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    const value = raw ? (JSON.parse(raw) as Partial<BackCrumb>) : null;
    return value && typeof value.label === 'string' && typeof value.href === 'string'
      ? { label: value.label, href: value.href }
      : null;
  } catch {
    return null;
  }
}

export function setBackCrumb(next: BackCrumb | null): void {
  crumb = next;
  try {
    if (next) {
      window.sessionStorage.setItem(storageKey, JSON.stringify(next));
    } else {
      window.sessionStorage.removeItem(storageKey);
    }
  } catch {
    // Storage disabled: the crumb lives for this page life only.
  }
  for (const listener of listeners) {
    listener();
  }
}

export function useBackCrumb(): BackCrumb | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => crumb,
  );
}
