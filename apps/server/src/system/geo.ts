import geoip from 'geoip-country';
import ipaddr from 'ipaddr.js';

/** ISO country of an address from the geo-IP database shipped in `geoip-country`; null when unknown. */
export function countryOf(ip: string): string | null {
  const address = plainAddress(ip);
  return address ? (geoip.lookup(address)?.country ?? null) : null;
}

/** True when `ip` lies in any of the CIDR ranges (IPv4-mapped IPv6 addresses count as IPv4). */
export function isInAnyCidr(ip: string, cidrs: readonly string[]): boolean {
  const address = plainAddress(ip);
  if (!address || cidrs.length === 0) return false;
  const parsed = ipaddr.parse(address);
  return cidrs.some((cidr) => {
    try {
      const range = ipaddr.parseCIDR(cidr);
      return parsed.kind() === range[0].kind() && parsed.match(range);
    } catch {
      return false;
    }
  });
}

function plainAddress(ip: string): string | undefined {
  if (!ipaddr.isValid(ip)) return undefined;
  return ipaddr.process(ip).toString();
}
