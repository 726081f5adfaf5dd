import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { PUSH_MESSAGES } from "@contract/push";
import { badRequest } from "../../lib/errors";

/**
 * Addresses a push endpoint may not lead to (docs/providers/web-push.md#endpoints): the endpoint is the browser's to
 * choose, so without this anyone could make the server post into its own network (a database, a cloud's metadata
 * service at 169.254.169.254).
 */
const inward = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  inward.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  inward.addSubnet(net, bits, "ipv6");

const LOOPBACK = "127.0.0.1";

/** Whether the server may send to this address: a public one, or 127.0.0.1 when WEB_PUSH_ALLOW_LOOPBACK is set. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  if (mapped) return isAllowedAddress(mapped, allowLoopback);
  if (allowLoopback && address === LOOPBACK) return true;
  return !inward.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Every address a host name resolves to; a test may stand in for the DNS. */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Refuses (400) an endpoint that is not https (but http://127.0.0.1 with WEB_PUSH_ALLOW_LOOPBACK), or whose host is or resolves to an address inside a private network.
 * The sender checks again when it connects (push-sender.ts): a name may resolve elsewhere by then.
 */
export async function checkEndpoint(endpoint: string, allowLoopback: boolean, resolve: Resolve): Promise<void> {
  const url = new URL(endpoint);
  const host = hostOf(url);
  const loopbackForTests = allowLoopback && host === LOOPBACK && url.protocol === "http:";
  if ((url.protocol !== "https:" && !loopbackForTests) || url.username || url.password)
    throw badRequest(PUSH_MESSAGES.endpoint);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw badRequest(PUSH_MESSAGES.endpointUnknown);
    }
  }
  if (addresses.length === 0) throw badRequest(PUSH_MESSAGES.endpointUnknown);
  if (!addresses.every((a) => isAllowedAddress(a, loopbackForTests))) throw badRequest(PUSH_MESSAGES.endpointPrivate);
}
