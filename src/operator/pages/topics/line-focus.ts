// Where the focus goes in a list editor (rules, examples): a new line's first field takes it;
// after a removal the "add" button does (enabled again only once the removal has rendered), so a
// keyboard user never lands on nothing.
import { useEffect, useRef } from 'react';

export function useLineFocus(focus: (field: string) => void) {
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ field: string } | 'add' | null>(null);
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target) focus(target.field);
  });
  return {
    addButton,
    /** Call before the change that adds the line whose field this is. */
    focusAfterAdding: (field: string) => {
      pending.current = { field };
    },
    /** Call before the change that removes a line. */
    focusAfterRemoving: () => {
      pending.current = 'add';
    },
  };
}
