import { AppError } from '@maklerwerk/domain';

const MEBIBYTE = 1024 * 1024;

/** A hash that is not 64 lowercase hex characters: never turned into a path or key. */
export class InvalidBlobHashError extends Error {
  constructor() {
    super('Ungültige Datei-Kennung (erwartet: SHA-256, 64 Hex-Zeichen in Kleinbuchstaben).');
    this.name = 'InvalidBlobHashError';
  }
}

/** No blob under this hash: a document points at content the store does not hold (a server fault, not a 404). */
export class BlobNotFoundError extends Error {
  constructor(readonly hash: string) {
    super(`Datei ${hash} fehlt im Dateispeicher.`);
    this.name = 'BlobNotFoundError';
  }
}

/** The stored bytes no longer hash to their name: the blob was damaged after it was written. */
export class BlobCorruptError extends Error {
  constructor(
    readonly hash: string,
    readonly actualHash: string,
  ) {
    super(`Datei ${hash} ist beschädigt: Der Inhalt hat die Prüfsumme ${actualHash}.`);
    this.name = 'BlobCorruptError';
  }
}

/** The upload went over the limit; the error handler answers 413 with this German message. */
export class BlobTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    const megabytes = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(maxBytes / MEBIBYTE);
    super('PAYLOAD_TOO_LARGE', `Die Datei ist zu groß. Erlaubt sind höchstens ${megabytes} MB.`);
    this.name = 'BlobTooLargeError';
  }
}

/** Bytes of an upload limit given in MB (MiB, as `MAX_UPLOAD_MB`). */
export function megabytesToBytes(megabytes: number): number {
  return megabytes * MEBIBYTE;
}

/** The file store has no room left (disk full, quota, or an S3 service that says so): 507 with its German message. */
export class StorageFullError extends AppError {
  constructor(cause: unknown) {
    super('STORAGE_FULL');
    this.cause = cause;
    this.name = 'StorageFullError';
  }
}

// ENOSPC: no space (or no inodes) left; EDQUOT: the user's quota is used up; EFBIG: over the file-size limit.
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
// What S3-compatible services answer when they have no room: MinIO's names, Ceph's quota, HTTP 507.
const S3_FULL_NAMES = new Set(['XMinioStorageFull', 'StorageFull', 'QuotaExceeded', 'XMinioAdminBucketQuotaExceeded']);

/** Whether an error (or its cause, a few levels down) says that the storage is full. */
export function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, name, $metadata } = e as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
    if (
      (typeof code === 'string' && DISK_FULL_CODES.has(code)) ||
      (typeof name === 'string' && S3_FULL_NAMES.has(name)) ||
      $metadata?.httpStatusCode === 507
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A failure of a blob write, with "storage full" turned into `StorageFullError`; anything else unchanged. */
export function asStorageError(error: unknown): unknown {
  return !(error instanceof StorageFullError) && isStorageFull(error) ? new StorageFullError(error) : error;
}
