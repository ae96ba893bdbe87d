/**
 * The accounts module's public surface: the only file other modules and the composition root import.
 */
export { accountAdminRoutes } from './admin-routes.ts';
export { defaultAltchaSettings, deleteExpiredAltchaRecords, humanVerifier } from './altcha.ts';
export type { AltchaSettings } from './altcha.ts';
export { captchaAnswerHash, deleteExpiredCaptchas } from './captcha.ts';
export { accountOf, installAccountGuard } from './guard.ts';
export {
  agentByAffiliateCode,
  insertMember,
  memberById,
  memberByUsername,
  newAffiliateCode,
  takenField,
  uniqueViolation,
} from './members.ts';
export { namedMember, servedBrand } from './operator-lookup.ts';
export type { NewMember } from './members.ts';
export { deleteOldLogins, lastLogins } from './login-history.ts';
export { deleteOldOutboxMessages, outboxSender } from './messaging.ts';
export type { MessageSender } from './messaging.ts';
export { hashPassword } from './passwords.ts';
export {
  checkPaymentPassword,
  maxPaymentPasswordAttempts,
  paymentPasswordLock,
  paymentPasswordLockMinutes,
} from './payment-password.ts';
export { checkMemberCode, smsGuarded } from './routes/member-security.ts';
export { clubRanks } from './ranks.ts';
export { defaultRateLimits, errorResponses } from './routes/context.ts';
export type { AccountRouteOptions, RateLimits } from './routes/context.ts';
export { accountRoutes } from './routes/mount.ts';
export {
  authenticate,
  bearerToken,
  deleteExpiredSessions,
  liveSession,
  openSession,
} from './sessions.ts';
export {
  altchaUsed,
  captchas,
  memberLogins,
  members,
  outbox,
  sessions,
  verificationCodes,
} from './tables.ts';
export type { MemberRow } from './tables.ts';
export { deleteExpiredCodes, useCode } from './verification-codes.ts';
export { accountJobs } from './jobs.ts';
export { accountCommands } from './commands.ts';
