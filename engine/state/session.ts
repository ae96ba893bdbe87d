import { roleOf } from '../core/roles.ts';
import { atom } from './jotai.ts';
import { readStorage, sessionKeys, writeStorage } from './storage.ts';

function storedNumber(key: string): number | null {
  const raw = readStorage('session', key);
  return raw === null || raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw);
}

const tokenBaseAtom = atom<string | null>(readStorage('session', sessionKeys.token));
const isAgentBaseAtom = atom<number | null>(storedNumber(sessionKeys.isAgent));

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

/** The player's role, derived from the token and isAgent. */
export const roleAtom = atom((get) => roleOf({ token: get(tokenAtom), isAgent: get(isAgentAtom) }));
