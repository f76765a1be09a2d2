// Users resource (spec §7 "Users"): one function per endpoint. Every call resolves with the
// envelope (src/api/client.ts); pages branch on `status` and `errorCode`.
import type {
  AuthHpNumberData,
  CastingnData,
  EmailChangeData,
  EmailAuthData,
  FindUserIdData,
  LoginBody,
  LoginData,
  PhoneChangeData,
  SameUserIdData,
  SentData,
  SignupData,
  SignupQuery,
  UpdateUserData,
  UserData,
} from '../../contract/users';
import type { LeaveData } from '../../contract/account-deletion';
import { apiPaths } from '../../contract/paths';
import { api } from './client';

export function login(body: LoginBody) {
  return api.post<LoginData>(apiPaths.login, body);
}

/** `id` is the user's uuid; only your own record is found (CONTRACT.md). */
export function getUser(id: string) {
  return api.get<UserData>(apiPaths.user(id));
}

/** Sets a new password. The answer's jwt replaces the session's: older tokens now answer 403. */
export function updatePassword(id: string, password: string) {
  return api.put<UpdateUserData>(apiPaths.user(id), { password });
}

export function markCastingn() {
  return api.put<CastingnData>(apiPaths.castingn);
}

/** Is this email address still free to sign up with? */
export function checkUserId(userId: string) {
  return api.get<SameUserIdData>(apiPaths.sameUserId, { params: { userId } });
}

/** Texts a 6-digit signup code to `hpNumber` (national digits, or E.164). */
export function sendPhoneCode(hpNumber: string) {
  return api.get<AuthHpNumberData>(apiPaths.authHpNumber, { params: { hpNumber } });
}

/** Texts a 6-digit code to the new number of the signed-in account (issue 19). */
export function sendPhoneChangeCode(hpNumber: string) {
  return api.post<AuthHpNumberData>(apiPaths.phoneChangeCode, { hpNumber });
}

/** Changes the account's number with the code texted to it; the answer has it in E.164. */
export function changePhoneNumber(id: string, hpNumber: string, authHpNumber: string) {
  return api.put<PhoneChangeData>(apiPaths.phoneNumber(id), { hpNumber, authHpNumber });
}

/** Spec §7: the five fields travel as query parameters, with an empty body. */
export function signup(query: SignupQuery) {
  return api.post<SignupData>(apiPaths.signup, undefined, { params: { ...query } });
}

export function verifyEmail(code: string) {
  return api.get<EmailAuthData>(apiPaths.emailAuth(code));
}

/** Sends the verification link again; the answer is the same whether or not a mail went out. */
export function resendVerificationEmail(userId: string) {
  return api.get<SentData>(apiPaths.recertifyEmail, { params: { userId } });
}

/** The email addresses (masked) of the accounts with this name. */
export function findUserIds(userName: string) {
  return api.post<FindUserIdData>(apiPaths.findUserId, { userName });
}

/** Mails a temporary password (valid 30 minutes); the answer never says whether the account exists. */
export function resetPassword(userId: string) {
  return api.post<SentData>(apiPaths.resetPassword, { userId });
}

// ---- Profile changes (issue 19 item 2) ----

/** Changes the account's name; the answer is the updated user record. */
export function changeUserName(id: string, userName: string) {
  return api.put<UserData>(apiPaths.userName(id), { userName });
}

/**
 * Asks to change the login email: a link goes to `newEmail`, and the login email changes only when
 * it is opened. Needs the current password. The answer is the user record with `pendingEmail`.
 */
export function requestEmailChange(id: string, newEmail: string, password: string) {
  return api.post<UserData>(apiPaths.emailChange(id), { newEmail, password });
}

/** Cancels the email change that waits for its link; the answer is the user record. */
export function cancelEmailChange(id: string) {
  return api.delete<UserData>(apiPaths.emailChange(id));
}

/** Opens the email change's link: the new address becomes the login email. */
export function confirmEmailChange(code: string) {
  return api.get<EmailChangeData>(apiPaths.emailChangeLink(code));
}

// ---- Leaving the portal (issue 19 item 4, contract/account-deletion.ts) ----

/**
 * Erases the account (`id` is its uuid) after checking the current password. 200: every session
 * has ended, this one too; 409 LEAVE_WITHDRAWAL_PENDING or LEAVE_ENTRY_IN_PROGRESS: nothing changed.
 */
export function leavePortal(id: string, password: string) {
  return api.delete<LeaveData>(apiPaths.user(id), undefined, { password });
}
