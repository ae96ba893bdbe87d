import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentCenterPageKey } from '../../engine/core/agent-center.ts';
import type { IconName } from './icons.tsx';

/**
 * Label and icon of every agent center page (spec §2 "Agent center"). The contract pages are
 * named after their kind, so these are the kinds' names too.
 */
export const agentCenterLabels: Readonly<
  Record<AgentCenterPageKey, { label: MessageDescriptor; icon: IconName }>
> = {
  announcement: { label: msg`Announcements`, icon: 'megaphone' },
  teamOverview: { label: msg`Team overview`, icon: 'chart' },
  registerAccount: { label: msg`Register account`, icon: 'user' },
  teamManagement: { label: msg`Team management`, icon: 'users' },
  teamBetting: { label: msg`Team betting`, icon: 'ticket' },
  userLoss: { label: msg`User loss`, icon: 'list' },
  myIncome: { label: msg`My income`, icon: 'wallet' },
  accountDetails: { label: msg`Account details`, icon: 'shield' },
  dividend: { label: msg`Dividend`, icon: 'gift' },
  dailySalary: { label: msg`Daily salary`, icon: 'star' },
  hourlySalary: { label: msg`Hourly salary`, icon: 'refresh' },
  realtimeSalary: { label: msg`Real-time salary`, icon: 'fire' },
};
