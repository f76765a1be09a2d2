import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentSettings } from '../../contract/money-rules';
import enPolicies from '../../locales/en/policies.json';
import koPolicies from '../../locales/ko/policies.json';
import { changeLanguage } from '../../src/lib/i18n';
import { setDeployment } from '../../src/stores/deployment-store';
import { renderRoute } from '../render-route';

type Document = (typeof enPolicies)['operation'];

const cases = [
  { path: '/operation-policies', lng: 'ko', document: koPolicies.operation },
  { path: '/operation-policies', lng: 'en', document: enPolicies.operation },
  { path: '/profit-policies', lng: 'ko', document: koPolicies.profit },
  { path: '/profit-policies', lng: 'en', document: enPolicies.profit },
] as const;

async function open(path: string, lng: 'ko' | 'en', document: Document) {
  await changeLanguage(lng);
  const view = renderRoute(path);
  await view.findHeading(document.title);
  return view;
}

const main = () => within(screen.getByRole('main'));

describe.each(cases)('$path ($lng)', ({ path, lng, document }) => {
  it('renders the title, the effective date and every article as an h2, in order', async () => {
    await open(path, lng, document);
    expect(main().getByText(document.effectiveDate)).toBeInTheDocument();
    const articles = main()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      // The table of contents' own heading comes first.
      .slice(1);
    expect(articles).toEqual(document.sections.map((section) => section.heading));
    expect(articles.length).toBeGreaterThanOrEqual(12);
    // No placeholder left uninterpolated.
    expect(screen.getByRole('main').textContent).not.toMatch(/\{\{|\}\}/);
  });

  it('has a table of contents whose links move focus to their article', async () => {
    const view = await open(path, lng, document);
    const contents = screen.getByRole('navigation', { name: lng === 'ko' ? '목차' : 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(document.sections.map((s) => s.heading));
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(window.document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
    const last = links.at(-1)!;
    await view.user.click(last);
    expect(screen.getByRole('heading', { level: 2, name: last.textContent! })).toHaveFocus();
    expect(window.location.hash).toBe(last.getAttribute('href'));
  });
});

describe('the constants of spec §9 in each language', () => {
  it('profit policies in Korean: won, 3 business days, VAT 10%, no dollars', async () => {
    await open('/profit-policies', 'ko', koPolicies.profit);
    const text = screen.getByRole('main').textContent!;
    expect(text).toContain('5,000원 이상이면');
    expect(text).toContain('영업일 기준 3일 이내에 지급');
    expect(text).toContain('부가가치세 10%');
    expect(text).toContain('법정대리인의 동의를 받아야 출금');
    expect(text).toContain('PDF, JPG 또는 PNG');
    expect(text).not.toMatch(/\$\d/);
    expect(main().getByRole('heading', { level: 2, name: '제3조 (그룹 상금의 배분)' })).toBeInTheDocument();
  });

  it('profit policies of the Korean deployment in English: won, within 3 business days, VAT 10%, no dollars', async () => {
    await open('/profit-policies', 'en', enPolicies.profit);
    const text = screen.getByRole('main').textContent!;
    expect(text).toContain('When at least ₩5,000 is available');
    expect(text).toContain('paid in Korean won, the currency of this service, whichever language');
    expect(text).toContain('rounded down to a whole won');
    expect(text).toContain('a reward of ₩300,000');
    expect(text).toContain('the amounts are ₩108,000, ₩108,000, ₩54,000 and ₩30,000');
    expect(text).toContain('arrives within 3 business days');
    expect(text).toContain('public holidays in Korea');
    expect(text).toContain('VAT of 10%');
    expect(text).toContain('A member under 19 needs the consent of a legal guardian');
    expect(text).toContain('PDF, JPG or PNG');
    expect(text).not.toMatch(/\$\d|dollar/);
  });

  it('profit policies of a US deployment in Korean: dollars with cents, about 7 business days, under 18', async () => {
    setDeployment(deploymentSettings('USD', 'US'));
    await open('/profit-policies', 'ko', koPolicies.profit);
    const text = screen.getByRole('main').textContent!;
    expect(text).toContain('US$5.00 이상이면');
    expect(text).toContain('이 서비스의 통화인 미국 달러로 계산');
    expect(text).toContain('1센트 미만을 버린 몫');
    expect(text).toContain('상금 US$300.00인 그룹');
    expect(text).toContain('영업일 기준 약 7일 안에 지급');
    expect(text).toContain('미국의 공휴일');
    expect(text).toContain('만 18세 미만 회원은 법정대리인의 동의');
    expect(text).not.toMatch(/\d원|원화/);
  });

  it('profit policies of a US deployment in English: dollars, about 7 business days', async () => {
    setDeployment(deploymentSettings('USD', 'US'));
    await open('/profit-policies', 'en', enPolicies.profit);
    const text = screen.getByRole('main').textContent!;
    expect(text).toContain('When at least $5.00 is available');
    expect(text).toContain('arrives in about 7 business days');
    expect(text).toContain('public holidays in the United States');
    expect(text).toContain('A member under 18 needs');
    expect(text).not.toMatch(/₩|won\b/);
  });

  it('operation policies quote the review, scheduling, statistics and file limits (ko)', async () => {
    await open('/operation-policies', 'ko', koPolicies.operation);
    const text = screen.getByRole('main').textContent!;
    for (const phrase of [
      '영업일 기준 5일 안에',
      '영업일 기준 최대 7일',
      '매일 01:00에 갱신',
      '"--"로 표시',
      '가로 720픽셀, 세로 405픽셀',
      '파일 이름은 50자 이하, 파일 하나의 크기는 1GB 이하',
      '제목은 20자까지, 설명은 200자까지',
      '업로드는 30분 안에',
      '1:1 문의',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('operation policies quote the review, scheduling, statistics and file limits (en)', async () => {
    await open('/operation-policies', 'en', enPolicies.operation);
    const text = screen.getByRole('main').textContent!;
    for (const phrase of [
      'within 5 business days',
      'up to 7 business days',
      'every day at 01:00',
      'shown as "--"',
      '720 by 405 pixels',
      'at most 50 characters long, and each file at most 1 GB',
      'up to 20 characters and the description up to 200 characters',
      'within 30 minutes',
      '1:1 inquiry',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('the terms and the privacy policy still render', () => {
  it.each([
    ['/agreement', 'Terms of service', 'Article 10. Withdrawals', 17],
    ['/privacy', 'Privacy policy', '2. Information we collect', 13],
  ])('%s', async (path, title, article, count) => {
    const view = renderRoute(path);
    await view.findHeading(title);
    expect(main().getByRole('heading', { level: 2, name: article })).toBeInTheDocument();
    // The articles plus the table of contents' heading.
    expect(main().getAllByRole('heading', { level: 2 })).toHaveLength(count + 1);
  });

  it('in Korean too', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/agreement');
    await view.findHeading('이용약관');
    expect(main().getByText(/5,000원\(한국 서비스\) 또는 5달러\(미국 서비스\)/)).toBeInTheDocument();
  });
});
