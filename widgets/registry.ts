import type { RegisteredWidget, WidgetRegistry } from '../engine/render/widget.ts';
import { appDownload } from './app-download/index.ts';
import { changePassword } from './change-password/index.ts';
import { dialog } from './dialog/index.ts';
import { forgotPassword } from './forgot-password/index.ts';
import { helpPopup } from './help-popup/index.ts';
import { loginModal } from './login-modal/index.ts';
import { registerForm } from './register-form/index.ts';
import { bannerCarousel } from './banner-carousel/index.ts';
import { footer } from './footer/index.ts';
import { header } from './header/index.ts';
import { ipRestrictionPage } from './ip-restriction-page/index.ts';
import { jackpotTicker } from './jackpot-ticker/index.ts';
import { maintenancePage } from './maintenance-page/index.ts';
import { noticeStrip } from './notice-strip/index.ts';
import { pageHeading } from './page-heading/index.ts';
import { rightBar } from './right-bar/index.ts';
import { sideMenu } from './side-menu/index.ts';
import { memberCenterMenu } from './member-center-menu/index.ts';
import { agentCenterMenu } from './agent-center-menu/index.ts';
import { gameMenu } from './game-menu/index.ts';
import { gameRow } from './game-row/index.ts';
import { gameSearch } from './game-search/index.ts';
import { hotGames } from './hot-games/index.ts';
import { providerList } from './provider-list/index.ts';
import { winnerBoard } from './winner-board/index.ts';
import { gameLobby } from './game-lobby/index.ts';
import { vendorGrid } from './vendor-grid/index.ts';
import { gameFrame } from './game-frame/index.ts';
import { gameListModal } from './game-list-modal/index.ts';
import { depositForm } from './deposit-form/index.ts';
import { withdrawForm } from './withdraw-form/index.ts';
import { transactionHistory } from './transaction-history/index.ts';
import { bettingRecord } from './betting-record/index.ts';
import { profitReport } from './profit-report/index.ts';
import { uplineTransfer } from './upline-transfer/index.ts';
import { depositLimits } from './deposit-limits/index.ts';
import { accountSecurity } from './account-security/index.ts';
import { walletTransfer } from './wallet-transfer/index.ts';
import { memberProfile } from './member-profile/index.ts';
import { lotteryLobby } from './lottery-lobby/index.ts';
import { lotteryBetting } from './lottery-betting/index.ts';
import { lotteryRow } from './lottery-row/index.ts';
import { lotteryTickets } from './lottery-tickets/index.ts';
import { agentIncome } from './agent-income/index.ts';
import { agentContracts } from './agent-contracts/index.ts';
import { agentTeamOverview } from './agent-team-overview/index.ts';
import { agentRegisterDownline } from './agent-register-downline/index.ts';
import { agentTeamBets } from './agent-team-bets/index.ts';
import { agentUserLoss } from './agent-user-loss/index.ts';
import { agentTeamMembers } from './agent-team-members/index.ts';
import { agentAnnouncements } from './agent-announcements/index.ts';

/** Every widget the engine can place, by type. Each loads its component only when rendered. */
export const widgets: readonly RegisteredWidget[] = [
  header,
  sideMenu,
  memberCenterMenu,
  agentCenterMenu,
  rightBar,
  footer,
  bannerCarousel,
  noticeStrip,
  pageHeading,
  jackpotTicker,
  gameMenu,
  gameSearch,
  hotGames,
  providerList,
  gameRow,
  winnerBoard,
  gameLobby,
  vendorGrid,
  gameFrame,
  appDownload,
  maintenancePage,
  ipRestrictionPage,
  dialog,
  loginModal,
  registerForm,
  forgotPassword,
  changePassword,
  helpPopup,
  gameListModal,
  depositForm,
  withdrawForm,
  transactionHistory,
  bettingRecord,
  profitReport,
  uplineTransfer,
  depositLimits,
  accountSecurity,
  walletTransfer,
  memberProfile,
  lotteryLobby,
  lotteryBetting,
  lotteryRow,
  lotteryTickets,
  agentIncome,
  agentContracts,
  agentTeamOverview,
  agentRegisterDownline,
  agentTeamBets,
  agentUserLoss,
  agentTeamMembers,
  agentAnnouncements,
];

/** The registry the app and Storybook pass to the renderer. */
export const widgetRegistry: WidgetRegistry = Object.fromEntries(widgets.map((w) => [w.type, w]));
