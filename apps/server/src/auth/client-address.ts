import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address password guesses are counted under: an IPv4 address as it is, an IPv6 address by
 * its /64 network, because one subscriber usually gets a whole /64 and could otherwise take a
 * fresh address for every guess.
 */
export function attemptAddress(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) {
    return mapped[1];
  }
  if (!isIPv6(address)) {
    return ip;
  }
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = address.split('::');
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  const all = [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  const prefix = all.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
