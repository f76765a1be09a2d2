// Leaving the portal (issue 19 item 4), end to end against the real server in both languages: a
// fresh account opens "Leave the portal" on My info, is told its password is wrong, leaves after the
// confirmation, lands on home logged out with a toast, gets the final mail, and its login is
// refused (the address no longer names an account). The same address then signs up again.
import { expect, test, type Page } from '@playwright/test';
import { latestMail } from './dev-outbox';
import { expectNoAxeViolations, logIn } from './fixtures';
import { createVerifiedAccount } from './new-account';

const WORDS = {
  ko: {
    card: '회원 탈퇴',
    open: '탈퇴 안내 보기',
    close: '접기',
    password: '본인 확인용 비밀번호',
    submit: '회원 탈퇴',
    wrong: '비밀번호가 올바르지 않습니다.',
    confirm: '지금 탈퇴할까요?',
    yes: '탈퇴',
    done: '회원 탈퇴가 완료되었습니다.',
    mail: '[크리에이터 포털] 회원 탈퇴가 완료되었습니다',
    login: '로그인',
    refused: '아이디와 비밀번호를 확인해 주세요.',
    ok: '확인',
  },
  en: {
    card: 'Leave the portal',
    open: 'How to leave',
    close: 'Hide',
    password: 'Your password, to confirm it is you',
    submit: 'Leave the portal',
    wrong: 'The password is incorrect.',
    confirm: 'Leave the portal now?',
    yes: 'Leave',
    done: 'You have left the portal.',
    mail: '[Creator Portal] You have left Creator Portal',
    login: 'Log in',
    refused: 'Please check your ID and password.',
    ok: 'OK',
  },
} as const;

async function openMypage(page: Page, email: string, password: string, lng: 'ko' | 'en') {
  await page.goto(`/login?redirect=%2Fmypage&lng=${lng}`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByText(email).first()).toBeVisible();
}

for (const lng of ['ko', 'en'] as const) {
  test(`leave the portal (${lng}) and see the login refused`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const words = WORDS[lng];
    const account = await createVerifiedAccount(
      request,
      lng === 'ko' ? '떠나는 크리에이터' : 'Leaving Creator',
    );
    await openMypage(page, account.email, account.password, lng);

    const card = page.getByRole('region', { name: words.card });
    await card.getByRole('button', { name: words.open }).click();
    await expect(card.getByRole('button', { name: words.close })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    // A wrong password: said at the field after the confirmation, nothing happens.
    const field = card.getByLabel(words.password);
    await field.fill('Wrong!pass9');
    await card.getByRole('button', { name: words.submit, exact: true }).click();
    let dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(words.confirm);
    await dialog.getByRole('button', { name: words.yes, exact: true }).click();
    await expect(card.getByText(words.wrong)).toBeVisible();
    await expect(field).toHaveValue('Wrong!pass9');
    await expect(page).toHaveURL(/\/mypage$/);

    await field.fill(account.password);
    await card.getByRole('button', { name: words.submit, exact: true }).click();
    dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(words.confirm);
    await dialog.getByRole('button', { name: words.yes, exact: true }).click();

    // Home, logged out, with the toast; the final mail in the language of the page.
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByText(words.done)).toBeVisible();
    await expect(page.getByRole('link', { name: words.login, exact: true }).first()).toBeVisible();
    expect((await latestMail(account.email)).subject).toBe(words.mail);

    // The login is refused: the address no longer names an account.
    await page.goto(`/login?lng=${lng}`);
    await logIn(page, account.email, account.password);
    const refused = page.getByRole('alertdialog', { name: words.refused });
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: words.ok }).click();
    await expect(page).toHaveURL(/\/login/);

    // The address is free: it signs up again as a new account.
    const check = await request.get('/p/api/users/same-userid', { params: { userId: account.email } });
    expect((await check.json()).data).toEqual({ available: true });
  });
}
