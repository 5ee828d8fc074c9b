/**
 * Things the bench must undo even when it is interrupted: child processes, a throw-away
 * PostgreSQL cluster, temporary directories. Each is undone once, newest first.
 */
const pending: { what: string; undo: () => Promise<void> | void }[] = [];

export function onCleanup(what: string, undo: () => Promise<void> | void): () => Promise<void> {
  const entry = { what, undo };
  pending.push(entry);
  return async () => {
    const at = pending.indexOf(entry);
    if (at >= 0) {
      pending.splice(at, 1);
      await entry.undo();
    }
  };
}

export async function cleanupAll(): Promise<void> {
  while (pending.length > 0) {
    const entry = pending.pop();
    try {
      await entry?.undo();
    } catch (error) {
      console.warn(`Aufräumen (${entry?.what}) fehlgeschlagen: ${error instanceof Error ? error.message : error}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.warn(`\n${signal}: räume auf …`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
