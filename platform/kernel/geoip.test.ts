import { describe, expect, it } from 'vitest';
import { geoIpFromReader, isLocalAddress, normalizeIp, openGeoIp } from './geoip.ts';

describe('GeoIP', () => {
  it('places public addresses with the GeoLite2 country database', async () => {
    const geoip = await openGeoIp({ localCountry: 'PH' });
    expect(geoip.lookup('8.8.8.8')).toEqual({ ip: '8.8.8.8', country: 'US' });
    expect(geoip.lookup('49.144.0.1')).toEqual({ ip: '49.144.0.1', country: 'PH' });
    expect(geoip.lookup('2001:4860:4860::8888')).toEqual({
      ip: '2001:4860:4860::8888',
      country: 'US',
    });
    expect(geoip.lookup('::ffff:8.8.8.8')).toEqual({ ip: '8.8.8.8', country: 'US' });
  });

  it('gives loopback and private addresses the configured local country', async () => {
    const geoip = await openGeoIp({ localCountry: 'SG' });
    for (const ip of [
      '127.0.0.1',
      '127.9.9.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect(geoip.lookup(ip).country, ip).toBe('SG');
    }
    expect(geoip.lookup('172.32.0.1').country).not.toBe('SG');
  });

  it('answers null for addresses it cannot place', async () => {
    const geoip = await openGeoIp({ localCountry: 'PH' });
    expect(geoip.lookup('not-an-ip')).toEqual({ ip: 'not-an-ip', country: null });
    expect(geoip.lookup('0.0.0.0').country).toBeNull();
    const empty = geoIpFromReader({ get: () => null }, 'PH');
    expect(empty.lookup('8.8.8.8')).toEqual({ ip: '8.8.8.8', country: null });
    const failing = geoIpFromReader(
      {
        get: () => {
          throw new Error('bad');
        },
      },
      'PH',
    );
    expect(failing.lookup('8.8.8.8').country).toBeNull();
  });

  it('asks the database once per address', () => {
    const asked: string[] = [];
    const geoip = geoIpFromReader(
      {
        get: (address: string) => {
          asked.push(address);
          return { country_code: 'SG' };
        },
      } as never,
      'PH',
    );
    expect(geoip.lookup('8.8.8.8')).toEqual({ ip: '8.8.8.8', country: 'SG' });
    expect(geoip.lookup('8.8.8.8')).toEqual({ ip: '8.8.8.8', country: 'SG' });
    expect(geoip.lookup('8.8.4.4').country).toBe('SG');
    expect(asked).toEqual(['8.8.8.8', '8.8.4.4']);
  });

  it('recognises local ranges and unwraps IPv4-mapped addresses', () => {
    expect(normalizeIp('::FFFF:192.168.0.1')).toBe('192.168.0.1');
    expect(isLocalAddress('192.168.0.1')).toBe(true);
    expect(isLocalAddress('8.8.8.8')).toBe(false);
    expect(isLocalAddress('fe80::1')).toBe(true);
  });
});
