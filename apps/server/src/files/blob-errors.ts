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
