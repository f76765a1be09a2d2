import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../src/components/ui/checkbox';

describe('Checkbox', () => {
  it('is named by its label, and a tap on the text toggles it', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Save email" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Save email' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Save email'));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('passes on its ref and what describes it (a missing consent)', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <Checkbox ref={ref} label="I agree" aria-invalid aria-describedby="why" defaultChecked={false} />
        <p id="why">Please agree to continue.</p>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(ref.current).toBe(box);
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please agree to continue.');
  });
});
