/**
 * Country of a caller's address, from the GeoLite2 country database shipped in
 * `@ip-location-db/geolite2-country-mmdb` (records look like `{ country_code: 'US' }`).
 * Loopback and private addresses never reach the database: they belong to the operator's own
 * network, which is configured (`GEOIP_LOCAL_COUNTRY`), so a local test sees a real country.
 */
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/** Where a caller is, as the permission answer reports it. */
export interface Location {
  ip: string;
  /** ISO 3166 alpha-2, or null when the address is unknown. */
  country: string | null;
}

/** Looks up addresses. */
export interface GeoIp {
  lookup(ip: string): Location;
}

const localRanges = new BlockList();
localRanges.addSubnet('127.0.0.0', 8, 'ipv4');
localRanges.addSubnet('10.0.0.0', 8, 'ipv4');
localRanges.addSubnet('172.16.0.0', 12, 'ipv4');
localRanges.addSubnet('192.168.0.0', 16, 'ipv4');
localRanges.addSubnet('169.254.0.0', 16, 'ipv4');
localRanges.addAddress('::1', 'ipv6');
localRanges.addSubnet('fc00::', 7, 'ipv6');
localRanges.addSubnet('fe80::', 10, 'ipv6');

/** `::ffff:1.2.3.4` (how a dual-stack socket reports IPv4 callers) as plain `1.2.3.4`. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** True for loopback, private (RFC 1918, ULA) and link-local addresses. */
export function isLocalAddress(ip: string): boolean {
  const address = normalizeIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return localRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The path of the combined IPv4 + IPv6 country database. */
export function defaultGeoIpDatabase(): string {
  return createRequire(import.meta.url).resolve(
    '@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb',
  );
}

function countryOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const code = (record as { country_code?: unknown }).country_code;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** How many addresses a lookup remembers before it starts afresh. */
const maxLocated = 10_000;

/** A GeoIP lookup over an opened reader (exposed so tests can hand in any database). */
export function geoIpFromReader(
  reader: Pick<Reader<CountryResponse>, 'get'>,
  localCountry: string,
): GeoIp {
  const locate = (ip: string): Location => {
    const address = normalizeIp(ip);
    if (isIP(address) === 0) return { ip: address, country: null };
    if (isLocalAddress(address)) return { ip: address, country: localCountry };
    try {
      return { ip: address, country: countryOf(reader.get(address)) };
    } catch {
      // The reader rejects addresses it cannot place (for example an IPv6 address in an
      // IPv4-only file); that is an unknown location, not a failed request.
      return { ip: address, country: null };
    }
  };
  // Every player call is located (the status guard): the answers of recent addresses are kept,
  // frozen, since one answer object serves many requests.
  const located = new Map<string, Location>();
  return {
    lookup(ip) {
      let found = located.get(ip);
      if (!found) {
        found = Object.freeze(locate(ip));
        if (located.size >= maxLocated) located.clear();
        located.set(ip, found);
      }
      return found;
    },
  };
}

/** Opens the country database once; lookups are then synchronous and cached by the reader. */
export async function openGeoIp(options: {
  localCountry: string;
  database?: string;
}): Promise<GeoIp> {
  const reader = await maxmind.open<CountryResponse>(options.database ?? defaultGeoIpDatabase(), {
    cache: { max: 10_000 },
  });
  return geoIpFromReader(reader, options.localCountry);
}
