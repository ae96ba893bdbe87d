import type { Session } from '../../schemas/api/account.ts';
import { roleOf } from '../core/roles.ts';
import { atom } from './jotai.ts';
import { modalAtom } from './modals.ts';
import { readStorage, sessionKeys, writeStorage } from './storage.ts';

function storedNumber(key: string): number | null {
  const raw = readStorage('session', key);
  return raw === null || raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw);
}

// Empty until `restoreSessionAtom` runs: the server renders the logged-out page, and a page the
// server rendered is hydrated logged out before the stored session is restored.
const tokenBaseAtom = atom<string | null>(null);
const isAgentBaseAtom = atom<number | null>(null);
const accountBaseAtom = atom<string | null>(null);

/**
 * Restores the session stored in sessionStorage (spec §3). The app runs it before its first
 * render, or after hydrating a server-rendered page (which is never rendered logged in).
 */
export const restoreSessionAtom = atom(null, (_get, set) => {
  set(tokenBaseAtom, readStorage('session', sessionKeys.token));
  set(isAgentBaseAtom, storedNumber(sessionKeys.isAgent));
  set(accountBaseAtom, readStorage('session', sessionKeys.account));
});

/** The session token (spec §3 `token` in sessionStorage); null for a visitor. */
export const tokenAtom = atom(
  (get) => get(tokenBaseAtom),
  (_get, set, token: string | null) => {
    writeStorage('session', sessionKeys.token, token);
    set(tokenBaseAtom, token);
  },
);

/** The member's isAgent number (spec §6), stored as a number. */
export const isAgentAtom = atom(
  (get) => get(isAgentBaseAtom),
  (_get, set, value: number | null) => {
    writeStorage('session', sessionKeys.isAgent, value === null ? null : String(value));
    set(isAgentBaseAtom, value);
  },
);

/** The signed-in account name. */
export const accountAtom = atom((get) => get(accountBaseAtom));

/** The player's role, derived from the token and isAgent. */
export const roleAtom = atom((get) => roleOf({ token: get(tokenAtom), isAgent: get(isAgentAtom) }));

/**
 * The password typed at this login, kept in memory only (never in storage) so the forced
 * change-password modal need not ask for it again (spec §5: old password only when unknown).
 */
export const knownPasswordAtom = atom<string | null>(null);

/** Stores a new session as spec §3 lists it (token, account, isAgent, change-password flag). */
export const signInAtom = atom(
  null,
  (_get, set, session: Session, password: string | null = null) => {
    set(tokenAtom, session.token);
    set(isAgentAtom, session.isAgent);
    writeStorage('session', sessionKeys.account, session.account);
    set(accountBaseAtom, session.account);
    writeStorage('session', sessionKeys.changePassword, session.changePassword ? 'true' : null);
    set(knownPasswordAtom, password);
  },
);

/**
 * Ends the session in the browser (spec §4 "Logout"): clears session storage but keeps the
 * merchant value, and resets login, agent and modal state.
 */
export const signOutAtom = atom(null, (_get, set) => {
  const keep = new Map<string, string>();
  for (const key of [sessionKeys.merchant, sessionKeys.merchantCode]) {
    const value = readStorage('session', key);
    if (value !== null) keep.set(key, value);
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the atoms below still reset.
  }
  for (const [key, value] of keep) writeStorage('session', key, value);
  set(tokenBaseAtom, null);
  set(isAgentBaseAtom, null);
  set(accountBaseAtom, null);
  set(knownPasswordAtom, null);
  set(modalAtom, null);
});
