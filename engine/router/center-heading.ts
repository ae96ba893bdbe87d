import { createContext, useContext } from 'react';

/** Provides the id of a center's menu heading while the center (member or agent) is a dialog. */
export const CenterHeadingContext = createContext<string | null>(null);

/**
 * The id a center's menu (member or agent center) gives its heading when the center is a dialog,
 * so the dialog is named by it; null on the page.
 */
export function useCenterHeadingId(): string | null {
  return useContext(CenterHeadingContext);
}
