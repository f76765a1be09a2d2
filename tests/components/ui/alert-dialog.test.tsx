import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertHost } from '../../../src/components/ui/alert-dialog';
import { askToConfirm, showAlert } from '../../../src/lib/alert';
import { changeLanguage } from '../../../src/lib/i18n';

function renderHost() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Opener</button>
      <AlertHost />
    </>,
  );
  return user;
}

/**
 * Calls `open()` with focus on the opener button, as a click on it would. Returns the answer's
 * promise wrapped, so that awaiting this helper does not wait for the answer.
 */
async function openFrom<T>(user: ReturnType<typeof userEvent.setup>, open: () => Promise<T>) {
  await user.click(screen.getByRole('button', { name: 'Opener' }));
  let answer: Promise<T> | undefined;
  act(() => {
    answer = open();
  });
  return { answer: answer as Promise<T> };
}

describe('the alert dialog', () => {
  it('is a modal alertdialog named by its message, with focus on its button; Enter closes it', async () => {
    const user = renderHost();
    let closed = false;
    const { answer: alert } = await openFrom(user, () => showAlert('Incorrect password. Please re-enter.'));
    void alert.then(() => (closed = true));

    const dialog = await screen.findByRole('alertdialog', { name: 'Incorrect password. Please re-enter.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(closed).toBe(false);

    await user.keyboard('{Enter}');
    await alert;
    expect(closed).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Focus returns to where it was.
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('closes on Escape, and on Enter while focus is elsewhere in it', async () => {
    const user = renderHost();
    const { answer: first } = await openFrom(user, () => showAlert('First'));
    await screen.findByRole('alertdialog', { name: 'First' });
    await user.keyboard('{Escape}');
    await first;
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const { answer: second } = await openFrom(user, () => showAlert('Second'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Second' });
    // A click on the message moves focus to the dialog itself, off the button.
    await user.click(within(dialog).getByText('Second'));
    expect(within(dialog).getByRole('button', { name: 'OK' })).not.toHaveFocus();
    await user.keyboard('{Enter}');
    await second;
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside and ignores a click beside it', async () => {
    const user = renderHost();
    await openFrom(user, () => askToConfirm('Sure?', { confirmLabel: 'Yes', cancelLabel: 'No' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('asks a question: the confirming button is focused and answers true, cancel answers false', async () => {
    const user = renderHost();
    const labels = { confirmLabel: 'Log in', cancelLabel: 'Cancel' };
    const { answer: yes } = await openFrom(user, () => askToConfirm('This page requires login', labels));
    const dialog = await screen.findByRole('alertdialog', { name: 'This page requires login' });
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expect(yes).resolves.toBe(true);

    const { answer: no } = await openFrom(user, () => askToConfirm('This page requires login', labels));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(no).resolves.toBe(false);

    const { answer: escaped } = await openFrom(user, () => askToConfirm('This page requires login', labels));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
  });

  it('shows alerts one at a time, in order, and those asked before the host was there', async () => {
    const early = showAlert('Made before the host');
    const user = renderHost();
    const later = showAlert('Made after');
    expect(await screen.findByRole('alertdialog', { name: 'Made before the host' })).toBeInTheDocument();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await early;
    expect(await screen.findByRole('alertdialog', { name: 'Made after' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await later;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('names its button in Korean', async () => {
    await changeLanguage('ko');
    const user = renderHost();
    await openFrom(user, () => showAlert('이미 로그인 되어 있습니다.'));
    const dialog = await screen.findByRole('alertdialog', { name: '이미 로그인 되어 있습니다.' });
    expect(within(dialog).getByRole('button', { name: '확인' })).toHaveFocus();
  });
});
