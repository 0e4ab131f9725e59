/**
 * Which push endpoints the server may post to (issue 55 §2). A subscription's endpoint is a URL the
 * student's device hands us, and every reminder round posts to it: left open, it aims the server at
 * the academy's own network (the database port, the cloud's metadata address, an internal admin
 * page). So an endpoint must name one of the push services browsers use, over https on its default
 * port; when the round sends, the host is resolved (an injected resolver) and every address must be
 * public unicast by ipaddr.js's `range()` (no loopback, private, link-local, unique-local, CGNAT,
 * NAT64, 6to4, …); the connection then goes to the address that was checked, never resolved again.
 * Outside production, plain http to a loopback address is allowed too: the tests' push service.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** The push services of Chrome/Edge-on-Android/Opera/Samsung (FCM), Firefox (autopush), Safari (APNs) and Edge on Windows (WNS). */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com'];
/** Push services reached at a subdomain of these (web.push.apple.com, wns2-par02p.notify.windows.com). */
export const PUSH_SERVICE_DOMAINS: readonly string[] = ['push.apple.com', 'notify.windows.com'];

export const BAD_ENDPOINT = 'La dirección de notificaciones no es válida.';
export const UNKNOWN_PUSH_SERVICE = 'El servicio de notificaciones de este navegador no es uno de los que la academia admite.';

/** Resolves a host name to its addresses (dns.lookup with all: true by default; tests inject one). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const systemResolver: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Why an endpoint was refused before or while sending: the round forgets such a device. */
export class RefusedEndpoint extends Error {
  override name = 'RefusedEndpoint';
}

function isPushServiceHost(hostname: string): boolean {
  if (PUSH_SERVICE_HOSTS.includes(hostname)) return true;
  return PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`) && /^[a-z0-9-]+$/.test(hostname.slice(0, -domain.length - 1)));
}

/** The host of a URL as an address, or null for a name ([::1] without its brackets). */
function literalAddress(hostname: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : null;
}

/** The range ipaddr.js puts an address in (an IPv4-mapped IPv6 address counts as its IPv4 address). */
function rangeOf(address: string): string | null {
  return ipaddr.isValid(address) ? ipaddr.process(address).range() : null;
}

export type EndpointCheck = { ok: true; url: URL; loopbackHttp: boolean } | { ok: false; message: string };

/** Whether `endpoint` may be stored and sent to, looking at the text alone (no lookup). */
export function checkEndpoint(endpoint: string, production: boolean): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, message: BAD_ENDPOINT };
  }
  if (url.username || url.password || url.hash) return { ok: false, message: BAD_ENDPOINT };
  if (url.protocol === 'https:') {
    // A push service listens on the default port; a port is how a name would be aimed at another service.
    if (url.port !== '' || !isPushServiceHost(url.hostname)) return { ok: false, message: UNKNOWN_PUSH_SERVICE };
    return { ok: true, url, loopbackHttp: false };
  }
  if (!production && url.protocol === 'http:') {
    const literal = literalAddress(url.hostname);
    if (url.hostname === 'localhost' || literal?.range() === 'loopback') return { ok: true, url, loopbackHttp: true };
  }
  return { ok: false, message: BAD_ENDPOINT };
}

/** The text check alone, as a yes or no (the subscription route's rule). */
export function acceptedEndpoint(endpoint: string, production: boolean): boolean {
  return checkEndpoint(endpoint, production).ok;
}

/** Where a message goes: the endpoint, and the one address the connection is made to. */
export interface PushTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Checks the endpoint and resolves its host; refuses (RefusedEndpoint) unless every address is
 * public unicast, or loopback for the loopback http allowed outside production. The connection must
 * use `address` (resolving the name again would let DNS answer differently the second time).
 */
export async function pushTarget(endpoint: string, options: { production: boolean; resolve: ResolveHost }): Promise<PushTarget> {
  const check = checkEndpoint(endpoint, options.production);
  if (!check.ok) throw new RefusedEndpoint(check.message);
  const literal = literalAddress(check.url.hostname);
  let addresses: string[];
  if (literal) addresses = [literal.toString()];
  else {
    try {
      addresses = await options.resolve(check.url.hostname);
    } catch {
      // Not refused for good: a name that does not resolve now may tomorrow.
      throw new Error('No se pudo resolver el servicio de notificaciones');
    }
  }
  const wanted = check.loopbackHttp ? 'loopback' : 'unicast';
  if (addresses.length === 0 || addresses.some((address) => rangeOf(address) !== wanted)) {
    throw new RefusedEndpoint('El servicio de notificaciones resuelve a una dirección no permitida.');
  }
  const address = ipaddr.process(addresses[0]);
  return { url: check.url, address: address.toString(), family: address.kind() === 'ipv4' ? 4 : 6 };
}
