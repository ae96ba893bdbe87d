import { describe, expect, it } from 'vitest';
import { centerBackdrop, centerPageOf, centerPath, centerPresentation } from './centers.ts';

const route = {
  page: 'p',
  title: { EN: 'T' },
  description: { EN: 'D' },
  chrome: { topBar: true, sideBar: true, leftBarMini: false, rightBar: true, footer: true },
};

describe('center pages', () => {
  it('maps page keys of both centers to their paths and back', () => {
    expect(centerPath('member', 'withdraw')).toBe('/member/withdraw');
    expect(centerPath('agent', 'myIncome')).toBe('/agent/myIncome');
    expect(centerPageOf('/member/withdraw')).toEqual({ center: 'member', key: 'withdraw' });
    expect(centerPageOf('/agent/dividend')).toEqual({ center: 'agent', key: 'dividend' });
  });

  it("knows only each center's own keys", () => {
    expect(centerPageOf('/agent/withdraw')).toBeNull();
    expect(centerPageOf('/member/dividend')).toBeNull();
    expect(centerPageOf('/other/withdraw')).toBeNull();
    expect(centerPageOf('/rng')).toBeNull();
  });
});

describe('centerPresentation', () => {
  const brand = (member: 'page' | 'modal', agent: 'page' | 'modal') => ({
    memberCenter: { entries: [], presentation: member },
    agentCenter: { entries: [], presentation: agent },
  });

  it("follows the brand's choice for each center on a wide screen", () => {
    expect(centerPresentation(brand('modal', 'page'), 'member', true)).toBe('modal');
    expect(centerPresentation(brand('modal', 'page'), 'agent', true)).toBe('page');
    expect(centerPresentation(brand('page', 'modal'), 'member', true)).toBe('page');
    expect(centerPresentation(brand('page', 'modal'), 'agent', true)).toBe('modal');
  });

  it('is a page on a phone, whatever the brand says', () => {
    expect(centerPresentation(brand('modal', 'modal'), 'member', false)).toBe('page');
    expect(centerPresentation(brand('modal', 'modal'), 'agent', false)).toBe('page');
  });
});

describe('centerBackdrop', () => {
  const game = { ...route, chrome: { ...route.chrome, footer: false } };
  const routes = {
    '/': route,
    '/rng': route,
    '/game': game,
    '/member/withdraw': route,
    '/member/depositv2': route,
    '/agent/myIncome': route,
  };

  it('draws the page the player came from, with its query', () => {
    expect(centerBackdrop({ routes }, '/member/withdraw', '/rng?page=2')).toBe('/rng?page=2');
    expect(centerBackdrop({ routes }, '/agent/myIncome', '/rng?page=2')).toBe('/rng?page=2');
  });

  it("draws the brand's home when the player came from no page of the frame", () => {
    // A page that hides part of the frame (a game), a page of either center, a 404.
    expect(centerBackdrop({ routes }, '/member/withdraw', '/game')).toBe('/');
    expect(centerBackdrop({ routes }, '/member/withdraw', '/member/depositv2')).toBe('/');
    expect(centerBackdrop({ routes }, '/member/withdraw', '/agent/myIncome')).toBe('/');
    expect(centerBackdrop({ routes }, '/agent/myIncome', '/member/withdraw')).toBe('/');
    expect(centerBackdrop({ routes }, '/member/withdraw', '/no-such-page')).toBe('/');
    expect(centerBackdrop({ routes }, '/member/withdraw', '/toString')).toBe('/');
  });

  it('draws nothing when not even the home fits', () => {
    const noHome = { '/rng': route, '/member/withdraw': route };
    expect(centerBackdrop({ routes: noHome }, '/member/withdraw', '/game')).toBeNull();
    expect(centerBackdrop({ routes }, '/member/unknownPage', '/rng')).toBeNull();
  });
});
