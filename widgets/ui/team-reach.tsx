import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../engine/api/errors.ts';
import type { ResourceState } from '../../engine/state/query.ts';

/** Whether a team read failed because the member it named is not in the caller's team. */
export function outsideTeam(state: ResourceState<unknown>): boolean {
  return state.status === 'error' && isApiError(state.error, 'NOT_FOUND');
}

/** What a team page says for a username the platform does not find in the team. */
export function OutsideTeam({ username }: { username: string }) {
  const { t } = useLingui();
  return (
    <p className="record-empty" role="status">
      {t`No member of your team is called ${username}.`}
    </p>
  );
}
