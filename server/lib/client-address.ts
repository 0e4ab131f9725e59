/**
 * The client's address as the limits count it (issue 31): one spelling per address, and one key per
 * IPv6 /64. A single host or home line is usually given a whole /64, so counting each of its
 * addresses apart would multiply every limit by 2^64; and one address written three ways
 * ('2001:db8::1', '2001:DB8:0::1', '[2001:db8::1]:443', '::ffff:198.51.100.7') must count once.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** '198.51.100.7' or '2001:db8:0:1::/64'; undefined for text that is not an IP address. */
export function addressGroup(raw: string): string | undefined {
  let text = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  if (v4WithPort) text = v4WithPort[1];
  text = text.replace(/%[\w.-]*$/, ''); // an IPv6 zone ('fe80::1%eth0')
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return undefined;
  const groups = ipv6Groups(text);
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (isIPv6 said so). */
function ipv6Groups(text: string): number[] {
  let hex = text;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(hex);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    hex = `${hex.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = hex.split('::');
  const before = head ? head.split(':') : [];
  const after = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16));
}
