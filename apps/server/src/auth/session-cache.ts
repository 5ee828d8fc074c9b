/**
 * A short memory of resolved sessions per database (docs/decisions/0017). Every authenticated request
 * reads its session; within SESSION_CACHE_MS the answer comes from here instead of PostgreSQL. This
 * process forgets an entry the moment it changes the session (logout, password change, view-as,
 * touch); another server instance learns of such a change at the latest after SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 1_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { row: T; userId: number; cachedAt: number };

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number = SESSION_CACHE_MS,
    private readonly maxEntries: number = MAX_ENTRIES,
  ) {}

  get(tokenHash: string, now: number): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) {
      return undefined;
    }
    if (now - entry.cachedAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  set(tokenHash: string, userId: number, row: T, now: number): void {
    if (this.ttlMs <= 0) {
      return;
    }
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
      }
    }
    this.entries.set(tokenHash, { row, userId, cachedAt: now });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.userId === userId) {
        this.entries.delete(tokenHash);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
