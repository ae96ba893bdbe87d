/**
 * Leaves the app for a page it does not render, such as a payment gateway's pay page: a full
 * navigation, so the way back is a fresh page load. A method of an object so tests can stand in
 * for it with `vi.spyOn` (jsdom does not navigate).
 */
export const appExit = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
