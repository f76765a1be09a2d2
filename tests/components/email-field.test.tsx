import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../../contract/user-rules';
import { EmailField, emailProblem } from '../../src/components/email-field';

describe('emailProblem', () => {
  it('asks for an address, then for one that looks like an address, then has nothing to say', () => {
    expect(emailProblem('')).toBe('validation.emailRequired');
    expect(emailProblem('a@b')).toBe('validation.emailFormat');
    expect(emailProblem(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe('validation.emailFormat');
    expect(emailProblem('name@example.com')).toBeUndefined();
  });
});

describe('EmailField', () => {
  it('is an address field for phones and autofill, capped at the contract length', () => {
    render(<EmailField label="Email" name="email" defaultValue="" />);
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('inputmode', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('autocapitalize', 'none');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
  });

  it('lets a caller change a preset and shows its error', () => {
    render(<EmailField label="Email" autoComplete="username" error="Enter your email address." />);
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('autocomplete', 'username');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Enter your email address.');
  });
});
