// The accounts domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/accounts/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export {
  findUserByReference,
  listCreatorsForConsole,
  summariseUser,
  suspendUser,
  type UserSummary,
  unsuspendUser,
  type User,
} from './account-admin.js';
export { accountLeftMail } from './account-deletion-mail.js';
export {
  AccountDeletionRefusal,
  eraseAccount,
  findAccount,
  previewErasure,
  type ErasureCounts,
  type ErasureOptions,
  type ErasureResult,
} from './account-deletion.js';
export { createPhoneCodeHasher } from './codes.js';
export { getDummyHash, hashPassword, PasswordHashingBusyError, verifyPassword } from './passwords.js';
export type { UserRouteDeps } from './route-deps.js';
export {
  forgetSessions,
  forgetSessionsLocally,
  sessionCacheFor,
  USER_SESSIONS_CHANNEL,
} from './session-cache.js';
export { createTokenService, type TokenService } from './tokens.js';
export { loadLiveSession, touchSession } from './user-sessions.js';
