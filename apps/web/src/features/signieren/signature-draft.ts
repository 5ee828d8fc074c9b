import type { SignRequestBody } from './signieren.queries';

/** What the person has put in so far: a drawing (null while the pad is empty) or a typed name. */
export type SignatureDraft = { mode: 'drawn' | 'typed'; png: string | null; name: string };

/** The signature to send, or null while there is none (an empty pad, a blank name). */
export function signatureOf(draft: SignatureDraft): SignRequestBody['signature'] | null {
  if (draft.mode === 'drawn') {
    return draft.png ? { kind: 'drawn', png: draft.png } : null;
  }
  const name = draft.name.trim();
  return name ? { kind: 'typed', name } : null;
}
