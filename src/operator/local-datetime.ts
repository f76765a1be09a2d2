// The console's <input type="datetime-local"> values: a wall-clock time in the browser's zone
// ("2026-03-01T09:00"), which the API wants as an ISO instant. One place converts both ways, so that
// a value loaded, left alone and sent back is the same instant (the edit form sends only changes).
import dayjs from 'dayjs';

const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/** An ISO instant as the input's value in the browser's zone; '' for none or an unreadable one. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.format('YYYY-MM-DDTHH:mm') : '';
}

/**
 * The input's value (the browser's zone) as an ISO instant; null when empty, undefined when it is
 * not a date and time (a half-typed value in a browser without a picker).
 */
export function fromLocalInput(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  if (!LOCAL_VALUE.test(text)) return undefined;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toISOString() : undefined;
}
