// Text fields of every request schema start from these, so that a NUL byte or another control
// character is refused by the shared contract (400 CONTROL_CHARACTERS) before it reaches the
// database, a log line or a mail. The server's error handler recognises the issue by its message,
// the error code itself.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { containsControlCharacters } from './text-rules.js';

export * from './text-rules.js';

/** A one-line text field: no control character at all. Chain .trim(), .max(), .regex() as usual. */
export const safeText = () =>
  z.string().refine((value) => !containsControlCharacters(value), {
    // Later checks (max, regex) still run and report their own issues; this one decides the code.
    message: ErrorCode.ControlCharacters,
  });

/** A multiline text field: line feed, carriage return and tab are allowed, other controls are not. */
export const safeMultilineText = () =>
  z.string().refine((value) => !containsControlCharacters(value, { multiline: true }), {
    message: ErrorCode.ControlCharacters,
  });
