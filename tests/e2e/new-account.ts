// A fresh, verified account made through the API the way the signup form makes one (phone code from
// the SMS outbox, verification link from the mailbox), for specs that change or end an account and
// must not touch the demo account other specs log in with.
import { expect, type APIRequestContext } from '@playwright/test';
import { latestMail, latestPhoneCode } from './dev-outbox';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  phone: string;
}

export async function createVerifiedAccount(
  request: APIRequestContext,
  name = 'E2E Creator',
): Promise<NewAccount> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    email: `account${id}@creator-portal.example`,
    password: 'Start!pass1',
    name,
    // 010-9xxx-xxxx: every such number is a Korean mobile one. Eight random digits after 010 were
    // not: libphonenumber leaves out some ranges (010-597x to 010-599x), and CI once drew one.
    phone: `0109${id.slice(-7)}`,
  };
  const sent = await request.get('/p/api/users/auth-hpnumber', { params: { hpNumber: account.phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  // Texted to the number in E.164 (contract/phone-rules.ts): the e2e server is a Korean deployment.
  const code = await latestPhoneCode(`+82${account.phone.slice(1)}`);
  const signup = await request.post('/p/api/users', {
    params: {
      userId: account.email,
      password: account.password,
      userName: account.name,
      hpNumber: account.phone,
      authHpNumber: code,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const link = (await latestMail(account.email)).text.match(/\/email-auth\/([\w-]+)/)?.[1];
  expect(link).toBeTruthy();
  const verified = await request.get(`/p/api/users/email-auth/${link}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}
