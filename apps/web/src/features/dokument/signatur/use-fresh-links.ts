import type { SignRequestView } from '@maklerwerk/domain';
import { useEffect, useState } from 'react';

/**
 * The links of the answer that created them (sending, 'Neuen Link erzeugen'), by signer id. The server
 * never shows a link twice: they stay on this page until it is left, while the signer may still use them.
 */
export function useFreshLinks(request: SignRequestView | null): ReadonlyMap<number, string> {
  const [kept, setKept] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    const incoming = (request?.signers ?? []).filter((s) => s.link !== null);
    if (incoming.length > 0) {
      setKept((previous) => new Map([...previous, ...incoming.map((s) => [s.id, s.link as string] as const)]));
    }
  }, [request]);

  const links = new Map<number, string>();
  if (request?.state !== 'OFFEN') {
    return links;
  }
  for (const signer of request.signers) {
    const link = signer.link ?? kept.get(signer.id);
    if (link && (signer.state === 'OFFEN' || signer.state === 'WARTET')) {
      links.set(signer.id, link);
    }
  }
  return links;
}
