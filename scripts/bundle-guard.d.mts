// Types of scripts/bundle-guard.mjs for tests/bundle-guard.test.ts.
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export const ROUTE_JS_BUDGET_KB: number;
export const HOME_JS_BUDGET_KB: number;
/** A row of the server's page table (server/site/page-routes.ts), as far as the guard reads it. */
export interface GuardRoute {
  path: string;
  module: string;
  namespaces: readonly string[];
  /** The page asks the API as it opens: axios counts with its content, not its first paint. */
  asksAtOnce?: true;
}
export const HOME_PAGE_MODULE: string;
export const HOME_NAMESPACES: string[];
export function staticClosure(manifest: Manifest, key: string): Set<string>;
export function pageSplitProblems(manifest: Manifest): string[];
export function homeScriptFiles(manifest: Manifest, language?: string): string[];
export function routeScriptFiles(
  manifest: Manifest,
  route: Omit<GuardRoute, 'path'>,
  language?: string,
): string[];
export function contentScriptFiles(
  manifest: Manifest,
  route: Omit<GuardRoute, 'path'>,
  language?: string,
): string[];
export function gzipKB(buffer: Uint8Array): number;
export function checkBuild(
  distDir: string,
  budgetKB?: number,
  routes?: readonly GuardRoute[],
): {
  homeKB: number;
  files: string[];
  routes: { path: string; kB: number; contentKB: number }[];
  problems: string[];
  overBudget: string[];
};
