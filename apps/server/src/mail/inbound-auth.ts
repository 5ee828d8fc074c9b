import { Resolver } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { DNSResolver } from 'mailauth';

export type { DNSResolver };

/**
 * Whether a received mail's sender is confirmed (decision 0041): its From domain passed DMARC's test
 * (an SPF or DKIM pass aligned with it), or it came through one of the office's relays, which checked
 * it before. Only a confirmed mail is filed under a customer or insurer.
 */
export type SenderCheck =
  | { confirmed: true; via: 'relay' }
  /** The domain of the (single) From address that passed; the mail is filed only under an address of it. */
  | { confirmed: true; via: 'dmarc'; fromDomain: string }
  | { confirmed: false; reason: string };

/** How long one DNS question may take, and all of a mail's checks together. */
export const DNS_TIMEOUT_MS = 3000;
export const CHECK_TIMEOUT_MS = 15_000;

/** The system's DNS with a timeout per question (a dead DNS must not hold inbound delivery). */
export function systemResolver(timeoutMs = DNS_TIMEOUT_MS): DNSResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}

/** An address without its IPv4-in-IPv6 form (::ffff:10.0.0.1 is 10.0.0.1). */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** SMTP_INBOUND_TRUSTED_RELAYS as a test: addresses and CIDR networks, IPv4 and IPv6. */
export function trustedRelayList(entries: readonly string[]): (ip: string | undefined) => boolean {
  if (entries.length === 0) {
    return () => false;
  }
  const list = new BlockList();
  for (const entry of entries) {
    const [given = '', prefix] = entry.split('/');
    const address = prefix === undefined ? plainAddress(given) : given;
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
    } else {
      list.addSubnet(address, Number(prefix), type);
    }
  }
  return (ip) => {
    if (!ip) {
      return false;
    }
    const address = plainAddress(ip);
    return isIPv4(address) ? list.check(address, 'ipv4') : isIPv6(address) && list.check(address, 'ipv6');
  };
}

const domainOf = (address: string) => (address.split('@').pop() ?? '').toLowerCase();

/** Relaxed alignment (RFC 7489 §3.1): the domain is the organisational domain or below it. */
const alignedWith = (domain: string, orgDomain: string) => domain === orgDomain || domain.endsWith(`.${orgDomain}`);

/** Gives up after `ms`: a check that takes longer is a temporary error, and the sender stays unconfirmed. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Zeitüberschreitung bei der DNS-Prüfung')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Checks SPF, DKIM and DMARC of one received mail with mailauth. `resolver` answers the DNS questions
 * (the system's DNS in production, a fake one in tests). A DMARC pass confirms; without a DMARC record
 * an SPF or DKIM pass aligned with the From domain does too. Anything else (fail, none, a temporary
 * DNS error, a timeout, not exactly one From address) leaves the sender unconfirmed.
 */
export async function checkSender(
  message: Buffer,
  session: { ip: string | undefined; helo: string | undefined; mailFrom: string | undefined },
  options: { trustedRelay: (ip: string | undefined) => boolean; resolver: DNSResolver; timeoutMs?: number },
): Promise<SenderCheck> {
  if (options.trustedRelay(session.ip)) {
    return { confirmed: true, via: 'relay' };
  }
  if (!session.ip) {
    return { confirmed: false, reason: 'keine Client-Adresse' };
  }
  try {
    // Loaded with the first mail to check, not at every start (0.4 s; as exceljs, decision 0037).
    const { authenticate } = await import('mailauth');
    const result = await withDeadline(
      authenticate(message, {
        ip: plainAddress(session.ip),
        helo: session.helo,
        sender: session.mailFrom ?? '',
        mta: 'maklerwerk',
        resolver: options.resolver,
        disableArc: true,
        disableBimi: true,
      }),
      options.timeoutMs ?? CHECK_TIMEOUT_MS,
    );
    const from = result.dkim.headerFrom;
    const dmarc = result.dmarc;
    if (from.length !== 1 || !dmarc) {
      return { confirmed: false, reason: 'nicht genau eine Absenderadresse' };
    }
    const fromDomain = domainOf(from[0] ?? '');
    if (dmarc.status.result === 'pass') {
      return { confirmed: true, via: 'dmarc', fromDomain };
    }
    if (dmarc.status.result === 'none') {
      // No DMARC record: the same test of alignment, against the From domain's organisational domain.
      const dkimAligned = result.dkim.results.some((r) => r.status.result === 'pass' && Boolean(r.status.aligned));
      const spf = result.spf;
      const spfAligned = spf !== false && spf.status.result === 'pass' && alignedWith(spf.domain, dmarc.domain);
      if (dkimAligned || spfAligned) {
        return { confirmed: true, via: 'dmarc', fromDomain };
      }
    }
    return { confirmed: false, reason: `DMARC ${dmarc.status.result}` };
  } catch (error) {
    return { confirmed: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Is the mail's From address (as filed) one whose domain the check confirmed? */
export function confirmsAddress(check: SenderCheck, address: string | undefined): boolean {
  if (!check.confirmed) {
    return false;
  }
  return check.via === 'relay' || (address !== undefined && domainOf(address) === check.fromDomain);
}
