import net from 'node:net';
import { z } from 'zod';

/*
 * Network lists of the settings (GB_ALLOWED_NETWORKS, EVENT_FORWARD_ALLOWED_NETWORKS) and of device archives: below
 * env.ts, so the settings can validate them without importing a feature.
 */

/**
 * Comma-separated CIDRs (IPv4 and IPv6; a bare address is a /32 or /128) as a BlockList to match peers against;
 * undefined when empty (any peer allowed). Throws on a malformed entry, naming it.
 */
export const parseNetworks = (value: string | null | undefined) => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = net.isIPv4(address!) ? 'ipv4' : net.isIPv6(address!) ? 'ipv6' : undefined;
    const bits = prefix === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefix);
    if (!type || !Number.isInteger(bits) || bits < 0 || bits > (type === 'ipv4' ? 32 : 128))
      throw new Error(`not a network: ${entry}`);
    list.addSubnet(address!, bits, type);
  }
  return list;
};

/** A setting holding comma-separated CIDRs: validated at boot, naming the expected form. */
export const networksSetting = () =>
  z
    .string()
    .optional()
    .refine((value) => {
      try {
        parseNetworks(value);
        return true;
      } catch {
        return false;
      }
    }, 'comma-separated CIDRs, e.g. 10.0.0.0/8,2001:db8::/32');
