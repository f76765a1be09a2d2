// Operators for the console's tests (issue 21): made by `create-operator`, set up through the
// one-time link with a TOTP code computed by otplib, and logged in through the API.
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { OperatorRole } from '../../contract/operator-rules.js';
import type { opsRunner, TestApp } from './test-app.js';

export const OPERATOR_PASSWORD = 'Operator!pass-12';

export const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** create-operator, then the setup through the link; answers the secret and recovery codes. */
export async function setUpOperator(
  t: TestApp,
  ops: ReturnType<typeof opsRunner>,
  email: string,
  role: OperatorRole,
) {
  const made = await ops('create-operator', '--email', email, '--role', role, '--json');
  expect(made.code, made.err).toBe(0);
  const { setupUrl } = JSON.parse(made.out) as { setupUrl: string };
  expect(setupUrl).toMatch(/^http:\/\/portal\.test\/operator\/setup\/[\w-]{40,}$/);
  const code = setupUrl.split('/').pop()!;
  const info = await call(t, 'GET', `/operator/api/auth/setup/${code}`);
  expect(info.statusCode).toBe(200);
  const { secret, qrSvg, otpauthUri } = info.json<{
    data: { secret: string; qrSvg: string; otpauthUri: string };
  }>().data;
  expect(qrSvg).toContain('<svg');
  expect(otpauthUri).toContain(`secret=${secret}`);
  const done = await call(t, 'POST', `/operator/api/auth/setup/${code}`, undefined, {
    password: OPERATOR_PASSWORD,
    code: await codeAt(secret, t.clock.now()),
  });
  expect(done.statusCode, done.body).toBe(200);
  const recoveryCodes = done.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
  return { secret, recoveryCodes, setupCode: code };
}

/** A login with the authenticator's next code (the one of setup or the last login is used up). */
export async function logInOperator(t: TestApp, email: string, secret: string): Promise<string> {
  t.clock.advance(30_000);
  const response = await call(t, 'POST', '/operator/api/auth/login', undefined, {
    email,
    password: OPERATOR_PASSWORD,
    code: await codeAt(secret, t.clock.now()),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

export async function operatorToken(
  t: TestApp,
  ops: ReturnType<typeof opsRunner>,
  email: string,
  role: OperatorRole,
): Promise<string> {
  const { secret } = await setUpOperator(t, ops, email, role);
  return logInOperator(t, email, secret);
}
