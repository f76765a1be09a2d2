// The mail preferences on /mypage (issue 18): one checkbox per mailed event in both languages, a
// tick saved at once with PUT (the whole set), put back with a toast when the save fails, and the
// line saying security and account mails always go.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MAILED_NOTIFICATION_TYPES } from '../../contract/notifications';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { useToastStore } from '../../src/lib/toast';
import { ok } from '../msw/envelope';
import { fixtureMailPreferences } from '../msw/fixtures/notifications';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 8_000 };

async function openSection() {
  const view = renderRoute('/mypage', { session: sessionOf(creator) });
  const section = await screen.findByRole('region', { name: 'Mail notifications' }, SLOW);
  await within(section).findAllByRole('checkbox', {}, SLOW);
  return { view, section };
}

describe('mail preferences on /mypage', { timeout: 20_000 }, () => {
  it('shows one box per mailed event, ticked as saved, and the line on mails that always go', async () => {
    const { section } = await openSection();
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes).toHaveLength(MAILED_NOTIFICATION_TYPES.length);
    expect(within(section).getByRole('checkbox', { name: 'An entry is approved' })).toBeChecked();
    expect(
      within(section).getByRole('checkbox', { name: 'An entry is scheduled into a group' }),
    ).not.toBeChecked();
    expect(
      within(section).getByText(
        'Security and account mails (email verification, temporary password) are always sent.',
      ),
    ).toBeVisible();
  });

  it('saves a change at once with the whole set', async () => {
    const saved = spyOnRequests('put', apiPaths.mailPreferences);
    const { view, section } = await openSection();
    const box = within(section).getByRole('checkbox', { name: 'A withdrawal is paid' });
    await view.user.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(saved[0]!.body)).toEqual({ ...fixtureMailPreferences, 'withdrawal-paid': false });
    await view.user.click(box);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(JSON.parse(saved[1]!.body)).toEqual(fixtureMailPreferences);
  });

  it('puts the box back and says so when the save fails', async () => {
    server.use(http.put(`*${apiPaths.mailPreferences}`, () => ok(null, 503)));
    const { view, section } = await openSection();
    const box = within(section).getByRole('checkbox', { name: 'An inquiry is answered' });
    await view.user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'We could not save your mail choice. It is back as it was; please try again.',
    ]);
  });

  it('shows an error with a retry when the choices cannot load', async () => {
    server.use(http.get(`*${apiPaths.mailPreferences}`, () => ok(null, 503)));
    renderRoute('/mypage', { session: sessionOf(creator) });
    const section = await screen.findByRole('region', { name: 'Mail notifications' }, SLOW);
    expect(await within(section).findByText('We could not load your mail choices.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('reads in Korean', async () => {
    await changeLanguage('ko');
    renderRoute('/mypage', { session: sessionOf(creator) });
    const section = await screen.findByRole('region', { name: '메일 알림' }, SLOW);
    expect(await within(section).findByRole('checkbox', { name: '출금 신청이 반려되었을 때' })).toBeChecked();
    expect(within(section).getByText(/보안 및 계정 메일/)).toBeVisible();
  });
});
