/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const BUILD_MODES = ['local', 'test', 'prod', 'us-prod', 'us-test'];
// Where `npm run dev` finds the API server (started by scripts/dev.mjs).
const devApiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig(({ mode, command }) => {
  if (command === 'build' && !BUILD_MODES.includes(mode)) {
    throw new Error(`Unknown build mode "${mode}". Use one of: ${BUILD_MODES.join(', ')}`);
  }
  return {
    plugins: [
      react(),
      // Precompressed copies for the server to send as they are (QUALITY.md).
      compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
    ],
    build: {
      target: 'es2020',
      sourcemap: false,
      assetsInlineLimit: 0,
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
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
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
            environment: 'node',
            include: ['server/**/*.test.ts'],
            // Each server test file boots its own app on its own embedded Postgres.
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
