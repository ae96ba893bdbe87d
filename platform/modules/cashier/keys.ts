/** The ledger key of a deposit's pending transfer (its settlements add `:paid` or `:declined`). */
export const depositKey = (publicId: string) => `deposit:${publicId}`;

/**
 * The ledger key of a withdrawal's reservation; its settlements add `:paid` (the operator paid
 * it out), `:rejected` (the operator refused it) or `:cancelled` (the member took it back).
 */
export const withdrawalKey = (publicId: string) => `withdrawal:${publicId}`;
