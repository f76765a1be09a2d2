import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Seeded by the server on first start (server/db/seed.ts). */
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
