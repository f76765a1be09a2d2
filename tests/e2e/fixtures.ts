import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

/** Seeded by the server on first start (server/seed/seed.ts). */
export const demoAccount = {
  email: 'demo@creator-portal.example',
  password: 'Demo!2345',
  name: 'Demo Creator',
};

export async function logIn(page: Page, email = demoAccount.email, password = demoAccount.password) {
  await page.getByLabel(/^(Email|이메일)$/).fill(email);
  await page.getByLabel(/^(Password|비밀번호)$/).fill(password);
  await page.getByLabel(/^(Password|비밀번호)$/).press('Enter');
}

/** WCAG 2.2 AA as QUALITY.md asks; fails the test with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  // A dialog or a toast fading in (the home popups, "Logged in") has low contrast mid-animation:
  // check what a person sees once finite animations have finished. One can start right after that
  // wait (a toast after a navigation), so a violation must still be there a moment later to count:
  // a real one is, on every analysis.
  const violations = async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  // The bound is the poll's whole time: one analysis of a long page on a loaded machine takes seconds.
  await expect.poll(violations, { intervals: [500, 1000], timeout: 30_000 }).toEqual([]);
}

/** The promo popups open after first paint, one after the other; close whichever show up. */
export async function closePromoPopups(page: Page, lng: 'ko' | 'en') {
  for (let i = 0; i < 3; i++) {
    const dialog = page.getByRole('dialog').first();
    try {
      await dialog.waitFor({ state: 'visible', timeout: 2_000 });
    } catch {
      return; // no (more) popups
    }
    const handle = await dialog.elementHandle();
    await dialog
      .getByRole('button', { name: lng === 'ko' ? '닫기' : 'Close', exact: true })
      .first()
      .click();
    await expect.poll(() => handle?.isVisible() ?? false).toBe(false);
  }
}

/** An operator command, run the way an operator runs it (it reaches the e2e server by its socket). */
export function ops(...argv: string[]): string {
  return execFileSync('npx', ['tsx', 'server/ops.ts', ...argv], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** The demo's open 5-second video job that the entry tests enter. */
export const JOB = 'Product unboxing 5 s loops';

/**
 * Logs the demo creator in and opens the job's page from the jobs list; at `origin` when given (a
 * proxy in front of the server), else the configured base URL.
 */
export async function openJob(page: Page, lng: 'ko' | 'en', origin = '') {
  await page.goto(`${origin}/login?lng=${lng}&redirect=${encodeURIComponent('/jobs')}`);
  await logIn(page);
  await page.waitForURL((url) => url.pathname === '/jobs');
  const card = page.getByRole('listitem').filter({ hasText: JOB });
  await card.getByRole('link', { name: lng === 'en' ? /Participate/ : /참여/ }).click();
  await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
}
