import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /**
   * The full width of its container; 'phone' only on a phone (a button beside a field that goes
   * under it there: in a wrapping row it takes a line of its own).
   */
  block?: boolean | 'phone';
}

function lookProps({ variant = 'primary', size = 'md', block = false }: Look, className?: string) {
  return {
    className: className ? `${styles.button} ${className}` : styles.button,
    'data-variant': variant,
    'data-size': size,
    'data-block': block || undefined,
  };
}

/**
 * A button. `type` defaults to "button" so that none submits a form by accident; `ref` reaches the
 * element (a dialog's first focus).
 */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: Look & ComponentProps<'button'>) {
  return <button type={type} {...rest} {...lookProps({ variant, size, block }, className)} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, ...rest }: Look & LinkProps) {
  return <Link {...rest} {...lookProps({ variant, size, block }, className)} />;
}
