import { describe, expect, it } from 'vitest';
import { loginRedirect } from './guard.ts';

describe('loginedToHomePage guard', () => {
  it('lets everybody through when the setting is off', () => {
    expect(loginRedirect('/promotions', false, false)).toBeUndefined();
  });

  it('sends visitors to /login except on the exempt paths', () => {
    expect(loginRedirect('/', false, true)).toBe('/login');
    expect(loginRedirect('/promotions', false, true)).toBe('/login');
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(loginRedirect(path, false, true)).toBeUndefined();
    }
  });

  it('lets logged-in players through', () => {
    expect(loginRedirect('/promotions', true, true)).toBeUndefined();
  });
});
