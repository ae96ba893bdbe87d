/**
 * Leaves the app for a page it does not render, such as a payment gateway's pay page: a full
 * navigation, so the way back is a fresh page load. Its own module so tests can stand in for it
 * (jsdom does not navigate).
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
