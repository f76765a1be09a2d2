import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink } from '../../../src/components/ui/button';

describe('Button', () => {
  it('never submits a form by accident, unless it is the submit button', () => {
    render(
      <>
        <Button>Check</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('takes the full width always, only on a phone, or not at all (what its CSS keys on)', () => {
    render(
      <>
        <Button block>Always</Button>
        <Button block="phone">Phone</Button>
        <Button>Never</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Always' })).toHaveAttribute('data-block', 'true');
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('data-block', 'phone');
    expect(screen.getByRole('button', { name: 'Never' })).not.toHaveAttribute('data-block');
  });

  it('ButtonLink is a link that looks like a button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/login" variant="secondary">
          Log in
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('data-variant', 'secondary');
  });
});
