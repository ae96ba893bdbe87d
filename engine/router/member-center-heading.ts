import { createContext, useContext } from 'react';

/** Provides the id of the member center's heading while the member center is a dialog. */
export const MemberCenterHeadingContext = createContext<string | null>(null);

/**
 * The id the member center's menu gives its heading when the member center is a dialog, so the
 * dialog is named by it; null on the page.
 */
export function useMemberCenterHeadingId(): string | null {
  return useContext(MemberCenterHeadingContext);
}
