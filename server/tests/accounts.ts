// Helpers of the account tests: phone codes from the SMS double, signup with query parameters,
// links from the mail double.
import { parsePhoneNumber } from '../../contract/phone-rules.js';
import type { MailMessage } from '../mail/mailer.js';
import type { TestApp } from './test-app.js';

export interface SignupFields {
  userId: string;
  password: string;
  userName: string;
  hpNumber: string;
  authHpNumber: string;
}

/** A number as the server stores and texts it: E.164, read as a Korean number, else a US one. */
export function e164(hpNumber: string): string {
  return parsePhoneNumber(hpNumber, 'KR') ?? parsePhoneNumber(hpNumber, 'US') ?? hpNumber;
}

export async function requestPhoneCode(
  t: TestApp,
  hpNumber: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/p/api/users/auth-hpnumber?hpNumber=${encodeURIComponent(hpNumber)}`,
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`auth-hpnumber answered ${response.body}`);
  const text = t.sms.sent.filter((message) => message.to === e164(hpNumber)).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the text: ${text}`);
  return code;
}

export function signupUrl(fields: SignupFields): string {
  return `/p/api/users?${new URLSearchParams({ ...fields }).toString()}`;
}

export function signup(t: TestApp, fields: SignupFields, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: signupUrl(fields), headers });
}

/** Sends a phone code and signs up with it; returns the answer. */
export async function signupWithCode(
  t: TestApp,
  fields: Omit<SignupFields, 'authHpNumber'>,
  headers: Record<string, string> = {},
) {
  const authHpNumber = await requestPhoneCode(t, fields.hpNumber);
  return signup(t, { ...fields, authHpNumber }, headers);
}

/** The code at the end of the verification link in a mail. */
export function verificationCodeIn(mail: MailMessage): string {
  const match = /\/email-auth\/([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no verification link in: ${mail.text}`);
  return match[1];
}

export function lastMailTo(t: TestApp, to: string): MailMessage | undefined {
  return t.mailer.sent.filter((mail) => mail.to === to).at(-1);
}

export function verify(t: TestApp, code: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/p/api/users/email-auth/${code}`, headers });
}

/** A wrong 6-digit code (differs from `code` in its last digit). */
export function wrongCode(code: string): string {
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}
