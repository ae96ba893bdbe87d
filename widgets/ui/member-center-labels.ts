import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberCenterPageKey } from '../../engine/core/member-center.ts';
import type { IconName } from './icons.tsx';

/** Label and icon of every member center page (spec §2 "Personal center" meanings). */
export const memberCenterLabels: Readonly<
  Record<MemberCenterPageKey, { label: MessageDescriptor; icon: IconName }>
> = {
  securityCenter: { label: msg`My account`, icon: 'shield' },
  transferFund: { label: msg`My wallet`, icon: 'wallet' },
  depositv2: { label: msg`Deposit`, icon: 'download' },
  withdraw: { label: msg`Withdraw`, icon: 'upload' },
  transferUpline: { label: msg`Transfer to upline`, icon: 'swap' },
  personalHistoryCopy: { label: msg`Betting record`, icon: 'ticket' },
  transactionHistory: { label: msg`Account record`, icon: 'list' },
  personalProfit: { label: msg`Profit and loss`, icon: 'chart' },
  bonusDetails: { label: msg`Bonus details`, icon: 'gift' },
  rewardCenter: { label: msg`Reward center`, icon: 'trophy' },
  referral: { label: msg`Referral code`, icon: 'users' },
  missionLeaderboard: { label: msg`Mission activity`, icon: 'star' },
  messageV2: { label: msg`Platform information`, icon: 'megaphone' },
  manualRebate: { label: msg`Rebate`, icon: 'refresh' },
  profile: { label: msg`Profile`, icon: 'user' },
};
