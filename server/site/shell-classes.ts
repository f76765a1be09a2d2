// The class names the build gave the CSS modules a page's static shell is written with
// (`.vite/css-modules.json`, written by scripts/css-module-classes.ts beside Vite's manifest). The
// shell uses the components' own elements and classes, and their stylesheets are applied with it
// (the page's CSS, first-paint.ts), so each part has the boxes of the page's first render without
// a second copy of its styles.

/** `{ "src/…/x.module.css": { local: hashed } }`. */
export type CssModuleClasses = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The modules the shell's parts take their classes from, by a short name. */
export const SHELL_MODULES = {
  shell: 'src/app/layouts/site-shell.module.css',
  auth: 'src/app/layouts/auth-layout.module.css',
  page: 'src/components/ui/page.module.css',
  pageTitle: 'src/components/page-title.module.css',
  card: 'src/components/ui/card.module.css',
  layout: 'src/components/ui/layout.module.css',
  text: 'src/components/ui/text.module.css',
  pageState: 'src/components/ui/page-state.module.css',
  button: 'src/components/ui/button.module.css',
  form: 'src/components/form/form.module.css',
  policy: 'src/components/policy-document.module.css',
  library: 'src/components/library/library.module.css',
  introduction: 'src/pages/introduction/introduction-page.module.css',
  signupAgreement: 'src/pages/signup-agreement/signup-agreement-page.module.css',
  richText: 'src/components/ui/rich-text.module.css',
  noticeDetail: 'src/pages/notice-detail/notice-detail-page.module.css',
  banner: 'src/pages/home/banner.module.css',
} as const;

export type ShellModule = keyof typeof SHELL_MODULES;

/**
 * A part that cannot be painted as the page's first render will paint it: a class the build did not
 * write (a renamed class, an old build), or data the part needs and the page has not got. The page
 * then paints with React alone.
 */
export class MissingPartError extends Error {}

/** `class` attribute values: `cls('page', 'header')`, several locals joined by a space. */
export type ClassNamer = (module: ShellModule, ...locals: string[]) => string;

export function classNamer(classes: CssModuleClasses): ClassNamer {
  return (module, ...locals) =>
    locals
      .map((local) => {
        const name = classes[SHELL_MODULES[module]]?.[local];
        if (!name) throw new MissingPartError(`${SHELL_MODULES[module]} has no class ${local}`);
        return name;
      })
      .join(' ');
}
