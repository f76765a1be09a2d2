// The build writes the class names it gave each CSS module (`.vite/css-modules.json`, beside Vite's
// manifest), so that our server can write a page's static shell (server/site/first-paint.ts) with
// the page's own classes: its stylesheet is applied with the shell, so a part written with the same
// elements and classes as the component's first render has the same boxes, and no second copy of
// its styles is needed.
import path from 'node:path';
import type { CSSModulesOptions, Plugin } from 'vite';

/** Where the map goes in the build folder (read by server/plugins/static-spa.ts). */
export const CSS_MODULE_CLASSES_FILE = '.vite/css-modules.json';

/**
 * The CSS modules option and the plugin that writes what it collected: `{ "src/…/x.module.css":
 * { "local": "hashed", … } }`, keyed by the path from the project's root.
 */
export function cssModuleClasses(root: string): { modules: CSSModulesOptions; plugin: Plugin } {
  const classes = new Map<string, Record<string, string>>();
  return {
    modules: {
      getJSON(cssFileName, json) {
        classes.set(path.relative(root, cssFileName).split(path.sep).join('/'), json);
      },
    },
    plugin: {
      name: 'css-module-classes',
      apply: 'build',
      generateBundle() {
        const sorted = Object.fromEntries([...classes].sort(([a], [b]) => a.localeCompare(b)));
        this.emitFile({ type: 'asset', fileName: CSS_MODULE_CLASSES_FILE, source: JSON.stringify(sorted) });
      },
    },
  };
}
