import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { parseNetworks } from '../../networks';

/**
 * Where a forwarding rule may post, and the post itself. A rule's URL is typed by a customer, so the server must not
 * become their way into the site's own network (SSRF): an address that is private, loopback, link-local, shared,
 * multicast or otherwise reserved is refused unless the administrator named its network
 * (EVENT_FORWARD_ALLOWED_NETWORKS) or opened every address (EVENT_FORWARD_ALLOW_PRIVATE), both when the rule is saved
 * and on every connection: the socket's own DNS lookup checks the addresses and the socket connects to one of those,
 * so a name that later resolves inward is caught and no second lookup can answer differently.
 */
const reserved = new net.BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  reserved.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  // IPv4-mapped addresses (::ffff:127.0.0.1, ::ffff:7f00:1) need no entry: BlockList judges them by the IPv4 subnets.
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  reserved.addSubnet(network, bits, 'ipv6');

/** Whether an IP address is a public one. */
export const isPublicAddress = (address: string) => {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !reserved.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** What the site allows beyond public addresses, from its settings. */
export type EndpointPolicy = { allowPrivate: boolean; allowedNetworks?: net.BlockList };

export const endpointPolicyOf = (env: {
  EVENT_FORWARD_ALLOW_PRIVATE: boolean;
  EVENT_FORWARD_ALLOWED_NETWORKS?: string;
}) =>
  ({
    allowPrivate: env.EVENT_FORWARD_ALLOW_PRIVATE,
    allowedNetworks: parseNetworks(env.EVENT_FORWARD_ALLOWED_NETWORKS),
  }) satisfies EndpointPolicy;

/** Whether a rule may connect to this address: a public one, or one of a network the administrator named. */
export const isPermittedAddress = (address: string, policy: EndpointPolicy) => {
  if (policy.allowPrivate || isPublicAddress(address)) return true;
  const family = net.isIP(address);
  if (family === 0 || !policy.allowedNetworks) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.8) is matched against the IPv4 networks.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return policy.allowedNetworks.check(mapped, 'ipv4');
  return policy.allowedNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** A URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export class AddressRefused extends Error {}

/**
 * Whether a rule may be saved with this URL: a literal address must be public; a name is resolved now and every
 * address it has must be public. A name that does not resolve yet is accepted (the post resolves it again and the
 * delivery log tells the owner).
 */
export const isAllowedEndpoint = async (url: string, policy: EndpointPolicy) => {
  if (policy.allowPrivate) return true;
  const host = hostOf(new URL(url));
  if (net.isIP(host)) return isPermittedAddress(host, policy);
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => []);
  if (host === 'localhost' || host.endsWith('.localhost'))
    return addresses.length > 0 && addresses.every((entry) => isPermittedAddress(entry.address, policy));
  return addresses.every((entry) => isPermittedAddress(entry.address, policy));
};

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses a name resolving to an address not allowed, for http.request's `lookup` option. */
const guardedLookup =
  (policy: EndpointPolicy) => (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = addresses.filter((entry) => isPermittedAddress(entry.address, policy));
      if (allowed.length === 0)
        return callback(
          Object.assign(new AddressRefused(`${hostname} resolves to an address not allowed`), { code: 'EREFUSED' }),
          [],
        );
      if (options.all) return callback(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };

export type PostOutcome = { statusCode: number; body: string; durationMs: number };

/** The first characters of an answer kept in the delivery log. */
export const SNIPPET_CHARS = 300;
const MAX_READ_BYTES = 4096;

/**
 * POSTs the body and answers the endpoint's status and the start of its answer. Never follows a redirect (a 3xx is
 * an answer like any other); the whole exchange, connection included, is cut after `timeoutMs`. Throws
 * AddressRefused for an address not allowed, and the socket's error when the endpoint cannot be reached.
 */
export const postToEndpoint = (options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  policy: EndpointPolicy;
}): Promise<PostOutcome> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const url = new URL(options.url);
    const host = hostOf(url);
    if (net.isIP(host) && !isPermittedAddress(host, options.policy)) {
      reject(new AddressRefused(`${host} is not an address a rule may post to`));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
      lookup: guardedLookup(options.policy) as unknown as typeof dns.lookup,
      // One connection per post: nothing is kept open towards customers' endpoints between deliveries.
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        resolve({
          statusCode: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8').slice(0, SNIPPET_CHARS),
          durationMs: Math.round(performance.now() - started),
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (size >= MAX_READ_BYTES) return;
        chunks.push(chunk);
        size += chunk.length;
        // Enough for the log: the rest of a long answer is not waited for.
        if (size >= MAX_READ_BYTES) {
          finish();
          response.destroy();
        }
      });
      response.on('end', finish);
      response.on('error', (error) => {
        clearTimeout(timer);
        if (size >= MAX_READ_BYTES) return;
        reject(error);
      });
    });
    request.end(options.body);
  });
