// Reading DataTable rows in tests as a screen reader hears them: each cell also carries its
// column's label for the phone cards, and a ranking's cell a rank mark for them, both aria-hidden.
import { within } from '@testing-library/react';

/** A cell's text without what is hidden from screen readers. */
export function cellText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

/** The rows of a table under its header row, each as the texts of its cells. */
export function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(cellText));
}
