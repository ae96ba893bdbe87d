import type { Permission } from '../../schemas/api/system.ts';
import { atom } from './jotai.ts';

/** The permission answer the app started with (status, maintenance notice, caller location). */
export const permissionAtom = atom<Permission | null>(null);

/** Bumped to ask the app to load the system status again (the maintenance page polls). */
export const permissionCheckAtom = atom(0);
