import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { formatDate, fromIsoTimestamp } from '../../src/lib/date';
import { changeLanguage } from '../../src/lib/i18n';
import { fail } from '../msw/envelope';
import { fixtureNotices, hostileNotice, richNotice } from '../msw/fixtures/notices';
import { server } from '../msw/server';
import { renderRoute } from '../render-route';
import { useAlertStore } from '../../src/lib/alert';

/** Shared, busy machines: a lazy page or an msw answer can take over a second (the describe blocks allow 20 s per test for the same reason). */
const SLOW = { timeout: 8_000 };

declare global {
  interface Window {
    __noticePayload?: () => void;
  }
}

afterEach(() => {
  delete window.__noticePayload;
});

async function openNotice(uuid: string, title: string) {
  const view = renderRoute(`/notice/${uuid}`);
  await view.findHeading(title);
  return view;
}

const article = () => screen.getByRole('article');

describe('a notice', { timeout: 20_000 }, () => {
  it('shows its title, local date and formatted content', async () => {
    await openNotice(richNotice.uuid, richNotice.title);
    await waitFor(() => expect(document.title).toBe(`${richNotice.title} | Creator Portal`), SLOW);
    expect(article()).toHaveAccessibleName(richNotice.title);
    expect(within(article()).getByText(formatDate(fromIsoTimestamp(richNotice.date), 'en'))).toHaveAttribute(
      'datetime',
      richNotice.date,
    );
    expect(within(article()).getByRole('heading', { level: 2, name: 'Payout dates' })).toBeInTheDocument();
    expect(within(article()).getAllByRole('listitem')).toHaveLength(2);
    const table = within(article()).getByRole('table', { name: 'Payout calendar' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    // External links open in a new tab without an opener; links on this site stay in the tab.
    const external = within(article()).getByRole('link', { name: 'help centre' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(article()).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('target');
    // Opened directly (no list state): back goes to the list's first page.
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/notice');
  });

  it('renders hostile HTML inert', async () => {
    const payload = vi.fn();
    window.__noticePayload = payload;
    await openNotice(hostileNotice.uuid, hostileNotice.title);
    const body = article();
    expect(body).toHaveTextContent('Maintenance from 02:00 to 04:00.');
    expect(body).toHaveTextContent('Thank you for your patience.');
    expect(
      document.querySelectorAll('main script, main iframe, main object, main embed, main style, main img'),
    ).toHaveLength(0);
    for (const element of body.querySelectorAll('*')) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(body.querySelector('[onerror]')).toBeNull();
    for (const link of body.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
    }
    expect(body.innerHTML).not.toContain('__noticePayload');
    // Give a late handler (an image's onerror) the chance to run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payload).not.toHaveBeenCalled();
  });

  it('downloads the attachment through the download path with its fileUrl and fileName', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const view = await openNotice(richNotice.uuid, richNotice.title);
    const attachment = within(article()).getByRole('region', { name: 'Attachment' });
    const button = within(attachment).getByRole('button', {
      name: 'Download attachment: 12월 정산 일정표.pdf 240 kB',
    });
    await view.user.click(button);
    expect(clicked).toHaveLength(1);
    const url = new URL(clicked[0]!.href);
    expect(url.pathname).toBe(apiPaths.download);
    expect(url.searchParams.get('fileUrl')).toBe(richNotice.attachment!.fileUrl);
    expect(url.searchParams.get('fileName')).toBe(richNotice.attachment!.fileName);
    expect(clicked[0]!.download).toBe(richNotice.attachment!.fileName);
    // No login is needed for a notice attachment.
    // The §8 alerts go through showAlert (src/lib/alert.ts): none was asked for.
    expect(useAlertStore.getState().queue).toEqual([]);
  });

  it('has no attachment section without an attachment', async () => {
    await openNotice(hostileNotice.uuid, hostileNotice.title);
    expect(screen.queryByRole('region', { name: 'Attachment' })).not.toBeInTheDocument();
  });

  it('goes back to the list page it was opened from', async () => {
    const view = renderRoute('/notice?page=2&size=40');
    await view.findHeading('Notices');
    const target = fixtureNotices[40]!;
    await view.user.click(await screen.findByText(target.title, { selector: 'a' }, SLOW));
    await view.findHeading(target.title);
    const back = screen.getByRole('link', { name: 'Back to list' });
    expect(back).toHaveAttribute('href', '/notice?page=2&size=40');
    await view.user.click(back);
    await screen.findByText(target.title, { selector: 'a' }, SLOW);
    expect(view.currentUrl()).toBe('/notice?page=2&size=40');
  });

  it('says so for an unknown notice', async () => {
    const view = renderRoute('/notice/00000000-0000-4000-8000-000000000000');
    await view.findHeading('Notice');
    expect(await screen.findByText('Notice not found', {}, SLOW)).toBeVisible();
    expect(screen.getByText(/This notice was removed or the address is wrong/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Notice not found | Creator Portal'), SLOW);
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/notice');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a translated error with a retry', async () => {
    server.use(
      http.get(`*${apiPaths.notices}/:uuid`, () => fail(500, ErrorCode.Internal, 'Boom'), { once: true }),
    );
    const view = renderRoute(`/notice/${richNotice.uuid}`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('We could not load this notice.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await view.findHeading(richNotice.title)).toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    await openNotice(richNotice.uuid, richNotice.title);
    expect(
      within(article()).getByText(formatDate(fromIsoTimestamp(richNotice.date), 'ko')),
    ).toBeInTheDocument();
    const attachment = within(article()).getByRole('region', { name: '첨부파일' });
    expect(within(attachment).getByRole('button')).toHaveAccessibleName(
      '첨부파일 내려받기: 12월 정산 일정표.pdf 240kB',
    );
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/notice');
    await waitFor(() => expect(document.title).toContain(richNotice.title), SLOW);
  });
});
