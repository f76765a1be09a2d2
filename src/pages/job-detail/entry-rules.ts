// The entry form's text rules (spec §5): a title of 1 to 20 characters, a description of at most
// 200, counted in code points as the server counts them (contract/submission-rules.ts), and the
// characters the contract refuses in typed text (contract/text-rules.ts: controls, bidi controls,
// a text that shows nothing).
import {
  countCharacters,
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../contract/submission-rules';
import { typedTextProblem, type TypedTextProblem } from '../../../contract/text-rules';

export type TextProblem = 'required' | 'tooLong' | 'controlCharacters' | 'bidiControls' | 'invisible';

const CHARACTER_PROBLEMS = {
  control: 'controlCharacters',
  bidi: 'bidiControls',
  invisible: 'invisible',
} as const satisfies Record<TypedTextProblem, TextProblem>;

export function titleProblem(title: string): TextProblem | null {
  if (title.trim() === '') return 'required';
  if (countCharacters(title) > TITLE_MAX_LENGTH) return 'tooLong';
  const characters = typedTextProblem(title);
  return characters ? CHARACTER_PROBLEMS[characters] : null;
}

export function descriptionProblem(description: string): TextProblem | null {
  if (countCharacters(description) > DESCRIPTION_MAX_LENGTH) return 'tooLong';
  const characters = typedTextProblem(description, { multiline: true });
  return characters ? CHARACTER_PROBLEMS[characters] : null;
}
