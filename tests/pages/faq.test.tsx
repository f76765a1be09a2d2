import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { FAQ_GROUPS } from '../../src/pages/faq/faq-content';
import { renderRoute } from '../render-route';

/** Shared, busy machines: a lazy page or an msw answer can take over a second (the describe blocks allow 20 s per test for the same reason). */
const SLOW = { timeout: 8_000 };

const details = (id: string) => {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLDetailsElement)) throw new Error(`no question ${id}`);
  return element;
};
const answerOf = (id: string) => details(id).children[1]?.textContent ?? '';

async function openFaq(path = '/faq', heading = 'FAQ') {
  const view = renderRoute(path);
  await view.findHeading(heading);
  return view;
}

describe('the FAQ', { timeout: 20_000 }, () => {
  it('shows every topic with jump links and at least four questions each', async () => {
    await openFaq();
    await waitFor(() => expect(document.title).toBe('FAQ | Creator Portal'), SLOW);
    const topics = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      FAQ_GROUPS.map((group) => `/faq#${group.id}`),
    );
    expect(links[0]).toHaveTextContent('Entering jobs');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sections',
      'Entering jobs',
      'Entries and review',
      'Project files',
      'Rankings and statistics',
      'Earnings and withdrawals',
      'Account',
      "Didn't find your answer?",
    ]);
    for (const group of FAQ_GROUPS) {
      const section = document.getElementById(group.id)?.closest('section');
      expect(section).toHaveAccessibleName(document.getElementById(group.id)?.textContent ?? '');
      expect(group.questions.length).toBeGreaterThanOrEqual(4);
      for (const id of group.questions) {
        const item = details(id);
        expect(item.open).toBe(false);
        // A missing text would show its key.
        expect(item.textContent).not.toMatch(/groups\.|\{\{/);
        expect(within(item).getByRole('link', { name: 'Link to this question' })).toHaveAttribute(
          'href',
          `/faq#${id}`,
        );
        expect(within(item).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
      }
    }
    expect(screen.getByRole('link', { name: 'Send an inquiry' })).toHaveAttribute('href', '/qna');
  });

  it('names the §9 constants in English', async () => {
    await openFaq();
    expect(answerOf('minimum-cash-out')).toContain('once your balance reaches ₩5,000.');
    expect(answerOf('vat')).toContain('10% VAT');
    expect(answerOf('payout-time')).toContain('arrives within 3 business days');
    expect(answerOf('review-time')).toContain('within 5 business days');
    expect(answerOf('competition-start')).toContain('up to 7 business days');
    expect(answerOf('statistics-update')).toContain('once a day at 01:00');
    expect(answerOf('file-limits')).toContain('up to 50 characters');
    expect(answerOf('file-limits')).toContain('up to 1 GB');
    expect(answerOf('file-limits')).toContain('up to 30 minutes');
    expect(answerOf('submit-work')).toContain('up to 20 characters');
    expect(answerOf('submit-work')).toContain('up to 200 characters');
    expect(answerOf('submit-work')).toContain('720 x 405 pixels');
    expect(answerOf('password-rules')).toContain('Use 8 to 20 characters');
    expect(answerOf('play-works')).toContain('0.7x, 1x, 1.5x, 2x');
    expect(answerOf('waiting-dashes')).toContain("'--'");
    expect(answerOf('minor-withdrawal')).toContain('legal guardian');
    expect(answerOf('withdrawal-documents')).toContain('pdf, jpg or png');
    // Lists in an answer are real lists.
    expect(within(details('group-states')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('is in Korean, with won and the Korean payout time', async () => {
    await changeLanguage('ko');
    await openFaq('/faq', '자주 묻는 질문');
    const topics = screen.getByRole('navigation', { name: '주제별 바로가기' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.firstChild?.textContent),
    ).toEqual(['공모전 참여', '출품과 검수', '프로젝트 파일', '순위와 통계', '수익과 출금', '계정']);
    expect(within(details('minimum-cash-out')).getByText('최소 출금 금액은 얼마인가요?')).toBeInTheDocument();
    expect(answerOf('minimum-cash-out')).toContain('잔액이 5,000원 이상일 때');
    expect(answerOf('vat')).toContain('부가가치세 10%');
    expect(answerOf('payout-time')).toContain('영업일 기준 3일 이내');
    expect(answerOf('review-time')).toContain('영업일 기준 5일 안에');
    expect(answerOf('competition-start')).toContain('최대 7일');
    expect(answerOf('statistics-update')).toContain('매일 01:00에');
    expect(answerOf('file-limits')).toContain('50자 이내');
    expect(answerOf('file-limits')).toContain('1GB 이하');
    expect(answerOf('file-limits')).toContain('최대 30분');
    expect(answerOf('minor-withdrawal')).toContain('법정대리인');
    for (const group of FAQ_GROUPS) {
      for (const id of group.questions) expect(details(id).textContent).not.toMatch(/groups\.|\{\{/);
    }
    expect(within(details('vat')).getByRole('link', { name: '이 질문 링크' })).toHaveAttribute(
      'href',
      '/faq#vat',
    );
    expect(screen.getByRole('link', { name: '1:1 문의하기' })).toBeInTheDocument();
  });

  it('opens and focuses the question that the address names', async () => {
    await openFaq('/faq#minimum-cash-out');
    const item = details('minimum-cash-out');
    await waitFor(() => expect(item.open).toBe(true), SLOW);
    expect(item.querySelector('summary')).toHaveFocus();
    expect(details('vat').open).toBe(false);
  });

  it('jumps to a topic from the topic links', async () => {
    const view = await openFaq();
    const topics = screen.getByRole('navigation', { name: 'Sections' });
    await view.user.click(within(topics).getByRole('link', { name: /^Earnings and withdrawals/ }));
    expect(view.currentUrl()).toBe('/faq');
    expect(view.router.state.location.hash).toBe('#earnings');
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 2, name: 'Earnings and withdrawals' })).toHaveFocus(),
      SLOW,
    );
  });

  it('opens a question with its summary and copies its link', async () => {
    const view = await openFaq();
    const item = details('vat');
    await view.user.click(within(item).getByText('Is tax deducted when I withdraw?'));
    expect(item.open).toBe(true);
    await view.user.click(within(item).getByRole('button', { name: 'Copy link' }));
    // The copy and its message follow the click asynchronously (the clipboard's promise).
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/faq#vat`),
    );
    expect(await within(item).findByText('Link copied.')).toBeInTheDocument();
    // Announced once, by the page's live region.
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').filter((status) => status.textContent === 'Link copied.'),
      ).toHaveLength(1),
    );
  });
});
