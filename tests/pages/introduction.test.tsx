import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentSettings } from '../../contract/money-rules';
import { changeLanguage } from '../../src/lib/i18n';
import { setDeployment } from '../../src/stores/deployment-store';
import { renderRoute } from '../render-route';

const session = { uid: 'creator@example.com', uuid: 'u-1', name: 'Creator', token: 'jwt' };

async function open(lng: 'ko' | 'en', options: { loggedIn?: boolean } = {}) {
  await changeLanguage(lng);
  const view = renderRoute('/introduction', options.loggedIn ? { session } : {});
  await view.findHeading(lng === 'ko' ? '소개' : 'Introduction');
  return view;
}

const main = () => within(screen.getByRole('main'));
const section = (name: string) => within(main().getByRole('region', { name }));

/** The figure cards: label → value (and its detail). */
function figures() {
  const values = new Map<string, string>();
  for (const term of main().getAllByRole('term')) {
    const value = term.nextElementSibling;
    values.set(term.textContent!, value?.textContent ?? '');
  }
  return values;
}

describe('the introduction page in English', () => {
  it('shows the seven steps in order, as an ordered list with their headings', async () => {
    await open('en');
    const steps = section('From joining to withdrawing');
    const list = steps.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pick a job',
      'Send your entry',
      'Review',
      'Send project files',
      'Group competition',
      'Earnings',
      'Withdraw',
    ]);
    expect(items[1]).toHaveTextContent(
      'Upload an MP4 of up to 1 GB with a 720 × 405 thumbnail, a title of up to 20 characters and a description of up to 200.',
    );
    expect(items[2]).toHaveTextContent('within 5 business days');
    expect(items[3]).toHaveTextContent('within 7 business days');
    expect(items[6]).toHaveTextContent('From ₩5,000, request a withdrawal');
    expect(items[6]).toHaveTextContent('The money arrives within 3 business days.');
    // Icons are decorative.
    for (const svg of screen.getByRole('main').querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows the key figures of the Korean deployment, in won, in English too', async () => {
    await open('en');
    expect(Object.fromEntries(figures())).toEqual({
      Review: '5',
      Scheduling: 'Up to 7',
      Statistics: '01:00',
      'Minimum withdrawal': '₩5,000',
      VAT: '10%',
      Payout: 'Within 3',
      'Upload size': '1 GB',
      'Upload time': '30 min',
    });
  });

  it('explains the group competition with an example that adds up to the reward', async () => {
    await open('en');
    const group = section('How a group competition works');
    expect(group.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Entries in a group',
      'Production counts',
      'Ranks',
      'Share of the reward',
    ]);
    const table = group.getByRole('table', { name: 'Example: a group with a reward of ₩300,000' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Entry', 'Production count', 'Ratio', 'Rank', 'Secured amount'],
      ['Entry A', '360', '36%', '1', '₩108,000'],
      ['Entry B', '360', '36%', '1', '₩108,000'],
      ['Entry C', '180', '18%', '3', '₩54,000'],
      ['Entry D', '100', '10%', '4', '₩30,000'],
      ['Total', '1,000', '100%', '', '₩300,000'],
    ]);
    expect(group.getByText(/updated every day at 01:00/)).toBeInTheDocument();
  });

  it('offers jobs, the FAQ and sign-up to a visitor', async () => {
    const view = await open('en');
    const cta = section('Ready to start?');
    expect(cta.getByRole('link', { name: 'See jobs' })).toHaveAttribute('href', '/jobs');
    expect(cta.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(cta.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/signup/agreement');
    expect(cta.getByRole('link', { name: 'Operation policies' })).toHaveAttribute(
      'href',
      '/operation-policies',
    );
    expect(cta.getByRole('link', { name: 'Profit policies' })).toHaveAttribute('href', '/profit-policies');
    await view.user.click(cta.getByRole('link', { name: 'Sign up now' }));
    expect(await view.findHeading('Sign up: terms')).toBeInTheDocument();
  });

  it('hides the sign-up call to action when logged in', async () => {
    await open('en', { loggedIn: true });
    const cta = section('Ready to start?');
    expect(cta.getByRole('link', { name: 'See jobs' })).toBeInTheDocument();
    expect(cta.getByRole('link', { name: 'Read the FAQ' })).toBeInTheDocument();
    expect(cta.queryByRole('link', { name: 'Sign up now' })).not.toBeInTheDocument();
  });

  it('keeps its headings in order: one h1, then h2 sections with h3 inside', async () => {
    await open('en');
    const levels = main()
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });
});

describe('the introduction page in Korean', () => {
  it('shows the steps in order and the figures in won', async () => {
    await open('ko');
    const steps = section('참여부터 출금까지');
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '공모전 참여',
      '출품',
      '검수',
      '프로젝트 파일 제출',
      '그룹 경쟁',
      '수익 적립',
      '출금',
    ]);
    expect(
      steps.getByText(/5,000원부터 서류와 함께 출금을 신청하세요\. 영업일 기준 3일 이내에 지급합니다\./),
    ).toBeInTheDocument();
    expect(Object.fromEntries(figures())).toEqual({
      '출품작 검수': '5일',
      '그룹 배정': '최대 7일',
      '통계 갱신': '01:00',
      '최소 출금 금액': '5,000원',
      부가가치세: '10%',
      지급: '3일 이내',
      '업로드 용량': '1GB',
      '업로드 시간': '30분',
    });
    expect(screen.getByRole('main').textContent).not.toMatch(/\$\d/);
  });

  it('follows a US deployment in Korean: dollars with cents, about 7 business days', async () => {
    setDeployment(deploymentSettings('USD', 'US'));
    await open('ko');
    expect(Object.fromEntries(figures())).toMatchObject({ '최소 출금 금액': 'US$5.00', 지급: '약 7일' });
    const steps = section('참여부터 출금까지');
    expect(
      steps.getByText(/US\$5\.00부터 서류와 함께 출금을 신청하세요\. 영업일 기준 약 7일 안에 지급합니다\./),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '예시: 상금 US$300.00인 그룹' });
    expect(within(table).getByRole('row', { name: /출품작 A/ })).toHaveTextContent('US$108.00');
    expect(screen.getByRole('main').textContent).not.toMatch(/\d원/);
  });

  it('shows the example in won and the calls to action in Korean', async () => {
    await open('ko');
    const table = screen.getByRole('table', { name: '예시: 상금 300,000원인 그룹' });
    expect(within(table).getByRole('row', { name: /출품작 A/ })).toHaveTextContent('108,000원');
    expect(within(table).getByRole('row', { name: /합계/ })).toHaveTextContent('300,000원');
    const cta = section('지금 시작해 보세요');
    expect(cta.getByRole('link', { name: '공모전 보기' })).toHaveAttribute('href', '/jobs');
    expect(cta.getByRole('link', { name: '자주 묻는 질문 보기' })).toHaveAttribute('href', '/faq');
    expect(cta.getByRole('link', { name: '지금 가입하기' })).toHaveAttribute('href', '/signup/agreement');
  });
});
