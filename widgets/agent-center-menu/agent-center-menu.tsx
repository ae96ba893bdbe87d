import { useLingui } from '@lingui/react/macro';
import { agentCenterEntries, agentCenterPath } from '../../engine/core/agent-center.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useHydrating } from '../../engine/render/use-hydrating.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { agentCenterResource } from '../../engine/state/agents.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import { agentCenterLabels } from '../ui/agent-center-labels.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { CenterMenu, centerMenuEntries } from '../ui/center-menu.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import type { AgentCenterMenuSettings } from './schema.ts';

/**
 * The agent center's menu: for an agent, rendered once its contract flags have loaded (they
 * decide the contract entries), each entry a link to its page with the current one marked
 * `aria-current="page"`; the heading and close button alone for anyone else (the page says
 * why).
 */
export function AgentCenterMenu({ settings }: WidgetProps<AgentCenterMenuSettings>) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const role = useAtomValue(roleAtom);
  const token = useAtomValue(tokenAtom) ?? '';
  const hydrating = useHydrating();
  const agent = role === 'agent';
  const center = useResource(agentCenterResource, token, { enabled: agent });

  // The server never knows the agent: the menu waits for the browser's session and flags.
  if (hydrating || (agent && center.status === 'loading'))
    return <LoadingBlocks label={t`Loading the agent center`} heights={[44, 44, 44]} />;
  const keys =
    agent && center.status === 'ready' ? agentCenterEntries(brand, center.data.flags) : [];
  const entries = centerMenuEntries(keys, agentCenterPath, agentCenterLabels, i18n);
  return (
    <CenterMenu
      title={t`Agent center`}
      closeLabel={t`Close the agent center`}
      showTitle={settings.showTitle}
      entries={entries}
      notice={
        agent && center.status === 'error' ? (
          <RowError message={t`The agent center could not be loaded.`} onRetry={center.refresh} />
        ) : null
      }
    />
  );
}
