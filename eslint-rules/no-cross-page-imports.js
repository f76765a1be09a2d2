// Keeps page folders independent (STYLE.md): a file in src/pages/<a>/ may not import from
// src/pages/<b>/. Code that two pages share belongs in src/components/ or src/lib/.
import path from 'node:path';

const PAGES_DIR = `${path.sep}src${path.sep}pages${path.sep}`;

function pageFolderOf(file) {
  const at = file.indexOf(PAGES_DIR);
  if (at === -1) return null;
  return file.slice(at + PAGES_DIR.length).split(path.sep)[0] ?? null;
}

export const noCrossPageImports = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow imports from one page folder into another' },
    messages: {
      crossPage:
        'Page "{{from}}" imports from page "{{to}}". Move the shared code to src/components/ or src/lib/.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = pageFolderOf(filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      const to = pageFolderOf(target + path.sep);
      if (to && to !== from) {
        context.report({ node: node.source, messageId: 'crossPage', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
