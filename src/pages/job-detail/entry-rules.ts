// The entry form's text rules (spec §5): a title of 1 to 20 characters, a description of at most
// 200, counted in code points as the server counts them (contract/submission-rules.ts).
import {
  countCharacters,
  DESCRIPTION_MAX_LENGTH,
  hasControlCharacters,
  TITLE_MAX_LENGTH,
} from '../../../contract/submission-rules';

export type TextProblem = 'required' | 'tooLong' | 'controlCharacters';

export function titleProblem(title: string): TextProblem | null {
  if (title.trim() === '') return 'required';
  if (countCharacters(title) > TITLE_MAX_LENGTH) return 'tooLong';
  if (hasControlCharacters(title)) return 'controlCharacters';
  return null;
}

export function descriptionProblem(description: string): TextProblem | null {
  if (countCharacters(description) > DESCRIPTION_MAX_LENGTH) return 'tooLong';
  if (hasControlCharacters(description, { multiline: true })) return 'controlCharacters';
  return null;
}
