// Forms move focus to the first field with a problem on submit (QUALITY.md, WCAG 3.3.1): fields
// register their inputs by name, handlers focus them by name.
import { useMemo, useRef } from 'react';

export interface FieldFocus<F extends string> {
  /** A callback ref for the control of `field` (an input, a textarea). */
  register: (field: F) => (element: HTMLElement | null) => void;
  focus: (field: F) => void;
  /** Focuses the first field of `order` that has a problem; returns it. */
  focusFirst: (order: readonly F[], problems: Partial<Record<F, unknown>>) => F | undefined;
}

export function useFieldFocus<F extends string>(): FieldFocus<F> {
  const elements = useRef(new Map<F, HTMLElement>());
  return useMemo(() => {
    const focus = (field: F) => elements.current.get(field)?.focus();
    return {
      register: (field: F) => (element: HTMLElement | null) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      },
      focus,
      focusFirst: (order, problems) => {
        const first = order.find((field) => problems[field]);
        if (first) focus(first);
        return first;
      },
    };
  }, []);
}
