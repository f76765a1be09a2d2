// A chosen file's name against the contract's rule (contract/submission-rules.ts, which the server
// applies to every upload), as the problem the upload fields put into words. One map for every
// form that takes a file (entries, project files, inquiries, withdrawals).
import { fileNameProblem, type FileNameProblem } from '../../contract/submission-rules';

export type FileNameCheckProblem =
  { code: 'nameEmpty' } | { code: 'nameTooLong' } | { code: 'nameForbidden' } | { code: 'nameHidden' };

const NAME_PROBLEMS = {
  empty: { code: 'nameEmpty' },
  'too-long': { code: 'nameTooLong' },
  'forbidden-characters': { code: 'nameForbidden' },
  'hidden-characters': { code: 'nameHidden' },
} as const satisfies Record<FileNameProblem, FileNameCheckProblem>;

export function checkFileName(name: string): FileNameCheckProblem | null {
  const problem = fileNameProblem(name);
  return problem ? NAME_PROBLEMS[problem] : null;
}
