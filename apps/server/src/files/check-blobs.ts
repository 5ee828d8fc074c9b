import { BlobCorruptError, BlobNotFoundError } from './blob-errors';
import { type BlobStore, isBlobHash } from './blob-store';
import { verifyBlob } from './verify-blob';

/** Something that points at a blob: its hash and a line that tells a person which record it is. */
export type BlobReference = { hash: string; label: string };

export type BlobProblem = { hash: string; references: string[] };

export type BlobCheckReport = {
  /** Distinct hashes referenced. */
  checked: number;
  /** Referenced but not stored (a reference whose hash is not a SHA-256 at all counts here too). */
  missing: BlobProblem[];
  /** Stored, but the content no longer matches its hash. */
  corrupt: BlobProblem[];
  /** Stored, but nothing refers to them. */
  orphans: string[];
};

/**
 * The sanity check behind `npm run files:check`: reads every referenced blob completely through the
 * hash check, and lists what is missing, corrupt or unreferenced, with the references concerned.
 */
export async function checkBlobs(store: BlobStore, references: AsyncIterable<BlobReference>): Promise<BlobCheckReport> {
  const labels = new Map<string, string[]>();
  for await (const { hash, label } of references) {
    const list = labels.get(hash);
    if (list) {
      list.push(label);
    } else {
      labels.set(hash, [label]);
    }
  }

  const missing: BlobProblem[] = [];
  const corrupt: BlobProblem[] = [];
  for (const [hash, refs] of labels) {
    const problem = isBlobHash(hash) ? await findProblem(store, hash) : 'missing';
    if (problem === 'missing') {
      missing.push({ hash, references: refs });
    } else if (problem === 'corrupt') {
      corrupt.push({ hash, references: refs });
    }
  }

  const orphans: string[] = [];
  for await (const hash of store.list()) {
    if (!labels.has(hash)) {
      orphans.push(hash);
    }
  }
  return { checked: labels.size, missing, corrupt, orphans };
}

async function findProblem(store: BlobStore, hash: string): Promise<'missing' | 'corrupt' | undefined> {
  try {
    await verifyBlob(store, hash);
    return undefined;
  } catch (error) {
    if (error instanceof BlobNotFoundError) {
      return 'missing';
    }
    if (error instanceof BlobCorruptError) {
      return 'corrupt';
    }
    throw error;
  }
}
