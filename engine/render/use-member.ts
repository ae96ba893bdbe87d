import { useEffect } from 'react';
import type { MemberInfo } from '../../schemas/api/account.ts';
import { isApiError } from '../api/errors.ts';
import { useAtomValue, useSetAtom } from '../state/jotai.ts';
import { memberInfoResource } from '../state/member.ts';
import { useResource, type ResourceState } from '../state/query.ts';
import { isAgentAtom, signOutAtom, tokenAtom } from '../state/session.ts';

/**
 * The signed-in member's info, or null for a visitor. It adopts the member's isAgent (a token
 * taken from the URL arrives without it), and signs out when the platform no longer knows the
 * session (expired or revoked elsewhere).
 */
export function useMember(): (ResourceState<MemberInfo> & { refresh: () => void }) | null {
  const token = useAtomValue(tokenAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const setIsAgent = useSetAtom(isAgentAtom);
  const signOut = useSetAtom(signOutAtom);
  const info = useResource(memberInfoResource, token ?? '', { enabled: Boolean(token) });

  useEffect(() => {
    if (info.status === 'error' && isApiError(info.error, 'NOT_LOGGED_IN', 'LOGIN_REQUIRED'))
      signOut();
    if (info.status === 'ready' && info.data.isAgent !== isAgent) setIsAgent(info.data.isAgent);
  }, [info.status, info.error, info.data, isAgent, setIsAgent, signOut]);

  return token ? info : null;
}
