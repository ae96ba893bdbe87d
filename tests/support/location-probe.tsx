import { useRouterState } from '@tanstack/react-router';

/** Shows the router's current address (`href`), for tests that check where a widget navigated. */
export function LocationProbe() {
  const href = useRouterState({ select: (s) => s.location.href });
  return <output data-testid="location">{href}</output>;
}
