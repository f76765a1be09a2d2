import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../src/components/ui/toast';
import { changeLanguage } from '../../../src/lib/i18n';
import { showToast, TOAST_DURATION_MS } from '../../../src/lib/toast';

const region = () => screen.getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

/** Shows a toast and waits for it (the toasts' code loads with the first one). */
async function shown(message: string): Promise<HTMLElement> {
  act(() => showToast(message));
  return within(region()).findByText(message);
}

describe('the toast', () => {
  it('appears in a polite live region that is in the page before it', async () => {
    render(<ToastHost />);
    // Screen readers announce what enters a live region that already exists.
    expect(region()).toBeEmptyDOMElement();
    await shown('Password changed.');
    expect(region()).toHaveTextContent('Password changed.');
  });

  it('goes after a few seconds, but not while the pointer rests on it', async () => {
    render(<ToastHost />);
    const toast = (await shown('Inquiry deleted.')).parentElement as HTMLElement;
    vi.useFakeTimers();

    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(region()).toHaveTextContent('Inquiry deleted.');

    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region()).toHaveTextContent('Inquiry deleted.');
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toBeEmptyDOMElement();
  });

  it('stays while focus is in it, and can be dismissed', async () => {
    render(<ToastHost />);
    await shown('Saved.');
    vi.useFakeTimers();
    const dismiss = within(region()).getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(region()).toHaveTextContent('Saved.');

    vi.useRealTimers();
    await userEvent.setup().click(dismiss);
    expect(region()).toBeEmptyDOMElement();
  });

  it('shows the newest three at most', async () => {
    render(<ToastHost />);
    act(() => {
      for (const message of ['One', 'Two', 'Three', 'Four']) showToast(message);
    });
    await within(region()).findByText('Four');
    expect(within(region()).queryByText('One')).not.toBeInTheDocument();
    expect(within(region()).getAllByRole('button')).toHaveLength(3);
    expect(region()).toHaveTextContent(/Two.*Three.*Four/);
  });

  it('names its dismiss button in Korean', async () => {
    await changeLanguage('ko');
    render(<ToastHost />);
    await shown('비밀번호가 변경되었습니다.');
    expect(within(region()).getByRole('button', { name: '알림 닫기' })).toBeInTheDocument();
  });
});
