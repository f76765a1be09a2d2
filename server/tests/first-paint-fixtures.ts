// What the tests of a page's first paint share (first-paint.test.ts, shell-parts.test.ts): a built
// index.html and the build's CSS module classes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_MODULES, type CssModuleClasses } from '../site/shell-classes.js';

export const INDEX =
  '<!doctype html><html lang="ko"><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
/**
 * The build's class names, made up as `<module>-<local>` for every class the modules' CSS defines:
 * a shell part that used a class its module no longer has would not be painted.
 */
export const CLASSES: CssModuleClasses = Object.fromEntries(
  Object.entries(SHELL_MODULES).map(([name, file]) => {
    const css = readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');
    const locals = new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
    return [file, Object.fromEntries([...locals].map((local) => [local, `${name}-${local}`]))];
  }),
);
/** The site's frame around a page: its header's bars, then its main region. */
export const inSiteShell = (page: string) =>
  '<div class="shell-shell"><div class="boot-header"><div class="boot-utility"></div></div>' +
  `<div class="shell-main">${page}</div></div>`;
