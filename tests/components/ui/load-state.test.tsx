import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contract/error-codes';
import { isNotFound, LoadState, type Load } from '../../../src/components/ui/load-state';

const notFound = { title: 'Notice not found', text: 'It was removed.' };
const load = (status: Load['status'], errorCode: string | null = null, retry = vi.fn()): Load => ({
  status,
  errorCode,
  retry,
});

describe('LoadState', () => {
  it('announces loading and shows nothing once ready', () => {
    const { rerender, container } = render(<LoadState load={load('loading')} errorTitle="Failed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<LoadState load={load('ready')} errorTitle="Failed" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says a 404 is not there, without a retry, when the page says what that means', () => {
    const missing = load('error', ErrorCode.NotFound);
    render(<LoadState load={missing} errorTitle="Failed" notFound={notFound} />);
    expect(isNotFound(missing)).toBe(true);
    expect(screen.getByText('Notice not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows any other failure, a 404 of a list included, with its reason and a retry', async () => {
    const retry = vi.fn();
    render(<LoadState load={load('error', ErrorCode.NotFound, retry)} errorTitle="The list failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(isNotFound(load('error', ErrorCode.Internal))).toBe(false);
  });
});
