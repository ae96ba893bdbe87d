import { atom } from './jotai.ts';

/**
 * The open modal, by type (spec §4 "Modal types": login, register; more arrive with their
 * widgets), with optional data for it. One modal is open at a time.
 */
export interface ModalState {
  type: string;
  data?: Readonly<Record<string, unknown>>;
}

/** The open modal, or null. */
export const modalAtom = atom<ModalState | null>(null);
