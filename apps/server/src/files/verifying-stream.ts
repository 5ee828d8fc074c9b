import { createHash } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import { BlobCorruptError } from './blob-errors';

/** Pipes a stored blob through a hash check; see `BlobStore.get` for what a consumer sees on a mismatch. */
export function verifyWhileStreaming(source: Readable, hash: string): Readable {
  const digest = createHash('sha256');
  let held: Buffer | undefined;
  const verifier = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      const previous = held;
      held = chunk;
      done(null, previous);
    },
    flush(done) {
      const actual = digest.digest('hex');
      if (actual !== hash) {
        done(new BlobCorruptError(hash, actual));
        return;
      }
      if (held) {
        this.push(held);
      }
      done();
    },
  });
  // Errors travel to the verifier, which the consumer reads; a consumer that stops early closes the source.
  pipeline(source, verifier, () => {});
  return verifier;
}
