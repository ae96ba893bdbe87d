/** The ledger key of a deposit's pending transfer (its settlements add `:paid` or `:declined`). */
export const depositKey = (publicId: string) => `deposit:${publicId}`;
