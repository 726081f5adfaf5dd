import { isIPv4, isIPv6 } from "node:net";

/**
 * The address the sign-in throttles count by: request.ip, which Fastify derives with the same TRUST_PROXY
 * setting as the per-IP route limits. One IPv6 subscriber is handed a whole /64, so an IPv6 client counts as
 * its /64 (stepping through its own addresses would otherwise give an attacker fresh tries); an IPv4-mapped
 * IPv6 address counts as the IPv4 address it carries.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, leading zeros dropped, "::" filled in; a zone index is ignored. */
function expandIPv6(ip: string): string[] {
  const [head = "", tail] = ip.split("%")[0]!.toLowerCase().split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const fill = Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...fill, ...right].map((g) => (g.includes(".") ? g : g.replace(/^0+(?=.)/, "")));
}
