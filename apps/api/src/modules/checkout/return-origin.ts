import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Where the payment page sends the buyer back (docs/decisions/055). With PUBLIC_URL, there.
 * Without it, to the origin the checkout was started from, so a buyer who opened the app at
 * http://127.0.0.1:3000 or at the machine's LAN address comes back where their login and cart
 * are; but only when that origin is one of this machine's own names, never a host a header
 * merely claims. Anything else (no Origin, another host) returns to http://localhost:PORT.
 */
export function paymentReturnOrigin(
  request: Pick<FastifyRequest, 'headers'>,
  config: Pick<Config, 'publicUrl' | 'followBuyerOrigin'>,
): string {
  if (!config.followBuyerOrigin) return config.publicUrl;
  // Browsers send Origin with every POST, and Vite's dev proxy passes it on (it rewrites Host).
  const origin = parseOrigin(request.headers.origin ?? '');
  return origin && ownHosts().has(origin.host) ? origin.value : config.publicUrl;
}

function parseOrigin(text: string): { value: string; host: string } | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { value: url.origin, host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase() };
  } catch {
    return null;
  }
}

/**
 * The names this machine answers to: loopback, its hostname, and the addresses of its network
 * interfaces, read on each call since a laptop's address changes with the network.
 */
function ownHosts(): Set<string> {
  const hosts = new Set(['localhost', '127.0.0.1', '::1', hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) hosts.add(address.address.toLowerCase());
  }
  return hosts;
}
