import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { cssModuleClasses } from './scripts/css-module-classes';

// The builds of spec §7. Vite refuses a mode named "local" (it clashes with the `.local` suffix of
// env files), so the local build is Vite's default mode: `vite build` (mode "production") and
// `vite` (mode "development") read `.env.local` alone, since no `.env.production` or
// `.env.development` exists. The other builds are modes whose file overrides every key.
const BUILD_MODES = ['production', 'test', 'prod', 'us-prod', 'us-test'];
// The server tests that measure answer times under a load of their own (a flood of password
// changes, a fair share of the server between clients): the project `server-alone` runs them.
const SERVER_TESTS_ALONE = [
  'server/tests/hostile/password-change-flood.test.ts',
  'server/tests/fair-server.test.ts',
  // Times a token check against a burst of scrypt runs: another file's password hashing on the
  // other core (the operator console's tests log in a lot) let more than 4 finish first on CI.
  'server/accounts/passwords.test.ts',
];
// Each server test file boots its own app on its own embedded Postgres, a copy of one migrated
// once for the whole run (server/tests/pglite-template.ts).
const serverTests: InlineConfig = {
  environment: 'node',
  globalSetup: ['server/tests/pglite-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  sequence: { groupOrder: 0 },
};
const ROUTER_PRODUCTION = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
// Where `npm run dev` finds the API server (started by scripts/dev.mjs).
const devApiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig(({ mode, command }) => {
  if (command === 'build' && !BUILD_MODES.includes(mode)) {
    throw new Error(
      `Unknown build mode "${mode}". Use the default (local) or one of: ${BUILD_MODES.slice(1).join(', ')}`,
    );
  }
  const classes = cssModuleClasses(fileURLToPath(new URL('.', import.meta.url)));
  return {
    plugins: [
      react(),
      classes.plugin,
      // Precompressed copies for the server to send as they are (QUALITY.md). Small chunks too:
      // the home route loads several of a few hundred bytes, which compress by a third or more.
      compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 256 }),
    ],
    // The locale files are chunks of their own (src/lib/i18n.ts): one JSON.parse of a string, which
    // is smaller than an object literal with a named export per key and faster to evaluate.
    json: { namedExports: false, stringify: true },
    // React Router's package exports point every bundler at its development build (its warnings,
    // its dev checks); a build takes the production files it ships beside them (-0.6 kB gzip on
    // every route).
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: ROUTER_PRODUCTION('index.mjs') },
              { find: /^react-router\/dom$/, replacement: ROUTER_PRODUCTION('dom-export.mjs') },
            ],
          }
        : {},
    css: { modules: classes.modules },
    build: {
      target: 'es2020',
      sourcemap: false,
      assetsInlineLimit: 0,
      // Every browser we support (ES2020 modules) knows <link rel="modulepreload">; one that does
      // not just skips the preload. The polyfill would cost every first route ~0.4 kB gzip.
      modulePreload: { polyfill: false },
      // Hashes alone name the chunks and assets: the entry carries every lazy chunk's file name in
      // its preload table, so shorter names are bytes off every first route (~0.6 kB gzip).
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          // React and i18next go to every route together: one chunk, not two requests (left to
          // itself the bundler split them once a lazy chunk used one without the other). The same
          // for the deployment store and the money formatting that home needs with it: the signup
          // form and /mypage use the store (the phone number's country) without money, which split
          // home's one chunk of them in two (+0.2 kB gzip on its spent budget).
          advancedChunks: {
            groups: [
              // Not react-i18next's <Trans> (and the HTML parser it brings): only a lazy form part
              // uses it, and in this group it cost every route 4.2 kB gzip of home's budget.
              {
                name: 'core',
                test: /node_modules[\\/]((react|i18next)[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/,
              },
              // axios, which both API clients load with their first call (src/api/client.ts): one
              // chunk, named so that the bench counts it with the pages that ask the API at once.
              { name: 'axios', test: /node_modules[\\/]axios[\\/]/ },
              {
                name: 'deployment',
                test: /(src[\\/]stores[\\/]deployment-store|src[\\/]lib[\\/]money|contract[\\/]currency-rules)\.ts$/,
              },
            ],
          },
          assetFileNames: 'assets/[hash][extname]',
        },
      },
      // dist/.vite/manifest.json: the server reads it to preload the home page's lazy chunks
      // (server/plugins/static-spa.ts). Not served (dot folder).
      manifest: true,
    },
    server: {
      port: 5173,
      proxy: {
        '/api': devApiTarget,
        '/p/api': devApiTarget,
        '/v1/api': devApiTarget,
      },
    },
    test: {
      // Every core: Vitest's default leaves one for itself, which on CI's two cores meant one
      // worker and half the machine idle (issue 24: the suite runs on three Node versions).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // A route's first render loads its lazy chunk, locales and msw answers: about 2 s alone,
            // more than Vitest's 5 s default when CI's two cores run four files at once.
            testTimeout: 20_000,
            include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**'],
            setupFiles: ['tests/setup.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            ...serverTests,
            include: ['server/**/*.test.ts'],
            // (Vitest's own excludes kept: setting `exclude` replaces them.)
            exclude: [...configDefaults.exclude, ...SERVER_TESTS_ALONE],
          },
        },
        {
          extends: true,
          test: {
            name: 'server-alone',
            ...serverTests,
            include: SERVER_TESTS_ALONE,
            // After the rest, one file at a time: these time answers under a load they make
            // themselves, which another file's work on the same cores would distort.
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
