import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadProgress } from '../../src/components/upload-progress/upload-progress';
import { changeLanguage } from '../../src/lib/i18n';
import { uploadRate, type ProgressSample } from '../../src/lib/upload-rate';

const MB = 1024 * 1024;

function renderBar(loaded: number, total: number | null, samples: ProgressSample[]) {
  const onCancel = vi.fn();
  const percent = total ? Math.round((loaded / total) * 100) : null;
  render(
    <UploadProgress
      label="Sending your entry"
      progress={{ loaded, total, percent }}
      rate={uploadRate(samples, total)}
      onCancel={onCancel}
    />,
  );
  return onCancel;
}

describe('the upload bar', () => {
  it('shows the percentage, bytes sent of the total, the speed and the time left', () => {
    // 8 MB sent in the last 4 s: 2 MB/s, 10 MB left = 5 s.
    renderBar(10 * MB, 20 * MB, [
      { at: 0, loaded: 2 * MB },
      { at: 4_000, loaded: 10 * MB },
    ]);
    const bar = screen.getByRole('progressbar', { name: 'Sending your entry' });
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAttribute('max', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '50% sent');
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('10 MB of 20 MB')).toBeInTheDocument();
    expect(screen.getByText('2 MB/s')).toBeInTheDocument();
    expect(screen.getByText('about 5 s left')).toBeInTheDocument();
    // Screen readers hear it by tenths, politely.
    expect(screen.getByRole('status')).toHaveTextContent('50% sent');
  });

  it('counts long uploads in minutes and hours', () => {
    // 1 MB/s with 900 MB left.
    renderBar(100 * MB, 1000 * MB, [
      { at: 0, loaded: 95 * MB },
      { at: 5_000, loaded: 100 * MB },
    ]);
    expect(screen.getByText('about 15 min 0 s left')).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
  });

  it('measures before it promises anything, and says when the server checks the files', () => {
    renderBar(1 * MB, 20 * MB, [{ at: 0, loaded: 1 * MB }]);
    expect(screen.getByText('Measuring the speed…')).toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });

  it('says the server is checking once every byte is sent', () => {
    renderBar(20 * MB, 20 * MB, [
      { at: 0, loaded: 0 },
      { at: 1_000, loaded: 20 * MB },
    ]);
    expect(screen.getAllByText('All sent. The server is checking the files…')).toHaveLength(2);
  });

  it('cancels with its button, and speaks Korean', async () => {
    await changeLanguage('ko');
    const onCancel = renderBar(512 * 1024, 2 * MB, [
      { at: 0, loaded: 0 },
      { at: 1_000, loaded: 512 * 1024 },
    ]);
    expect(screen.getByText('약 3초 남음')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '업로드 취소' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
