import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastHost } from '../../../src/components/ui/toast';
import { changeLanguage } from '../../../src/lib/i18n';
import { showToast } from '../../../src/lib/toast';

const region = () => screen.getByRole('status');

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast', () => {
  it('appears in a polite live region that is in the page before it', () => {
    render(<ToastHost />);
    // Screen readers announce what enters a live region that already exists.
    expect(region()).toBeEmptyDOMElement();
    act(() => showToast('Password changed.'));
    expect(region()).toHaveTextContent('Password changed.');
  });

  it('goes after a few seconds, but not while the pointer rests on it', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => showToast('Inquiry deleted.'));
    const toast = within(region()).getByText('Inquiry deleted.').parentElement as HTMLElement;

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
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => showToast('Saved.'));
    const dismiss = within(region()).getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(region()).toHaveTextContent('Saved.');

    vi.useRealTimers();
    await userEvent.setup().click(dismiss);
    expect(region()).toBeEmptyDOMElement();
  });

  it('shows the newest three at most', () => {
    render(<ToastHost />);
    act(() => {
      for (const message of ['One', 'Two', 'Three', 'Four']) showToast(message);
    });
    expect(within(region()).queryByText('One')).not.toBeInTheDocument();
    expect(within(region()).getAllByRole('button')).toHaveLength(3);
    expect(region()).toHaveTextContent(/Two.*Three.*Four/);
  });

  it('names its dismiss button in Korean', async () => {
    await changeLanguage('ko');
    render(<ToastHost />);
    act(() => showToast('비밀번호가 변경되었습니다.'));
    expect(within(region()).getByRole('button', { name: '알림 닫기' })).toBeInTheDocument();
  });
});
