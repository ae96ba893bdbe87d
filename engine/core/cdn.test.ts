import { describe, expect, it } from 'vitest';
import { pickCdn, withCdn } from './cdn.ts';

describe('pickCdn', () => {
  const list = ['https://a.example', 'https://b.example', 'https://c.example'];

  it('has nothing to pick from an empty list (same origin)', () => {
    expect(pickCdn([])).toBeNull();
    expect(pickCdn([], () => 0.5)).toBeNull();
  });

  it('picks the entry the random number falls on', () => {
    expect(pickCdn(list, () => 0)).toBe('https://a.example');
    expect(pickCdn(list, () => 0.34)).toBe('https://b.example');
    expect(pickCdn(list, () => 0.999)).toBe('https://c.example');
  });

  it('stays in range when the random source returns 1', () => {
    expect(pickCdn(list, () => 1)).toBe('https://c.example');
  });

  it('reaches every entry of the list over many picks', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(pickCdn(list)!);
    expect([...seen].sort()).toEqual(list);
  });

  it('always picks the only entry of a one-entry list', () => {
    expect(pickCdn(['https://only.example'], () => 0.7)).toBe('https://only.example');
  });
});

describe('withCdn', () => {
  it('puts the CDN in front of a relative path, with exactly one slash between', () => {
    expect(withCdn('/icons/a.png', 'https://cdn.example')).toBe('https://cdn.example/icons/a.png');
    expect(withCdn('icons/a.png', 'https://cdn.example/')).toBe('https://cdn.example/icons/a.png');
    expect(withCdn('/a.png', 'https://cdn.example/img//')).toBe('https://cdn.example/img/a.png');
  });

  it('leaves a relative path relative without a CDN', () => {
    expect(withCdn('/icons/a.png', null)).toBe('/icons/a.png');
  });

  it('leaves absolute addresses alone', () => {
    for (const url of [
      'https://img.example/a.png',
      'http://img.example/a.png',
      'HTTPS://IMG.EXAMPLE/A.PNG',
      'data:image/svg+xml,%3Csvg%3E',
      'blob:https://site.example/1234',
      '//img.example/a.png',
    ]) {
      expect(withCdn(url, 'https://cdn.example')).toBe(url);
    }
  });

  it('keeps the query of a launch address', () => {
    expect(withCdn('/play/slot/?launch=abc&lang=EN', 'https://games.example')).toBe(
      'https://games.example/play/slot/?launch=abc&lang=EN',
    );
  });
});
