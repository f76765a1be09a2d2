// `npm run dev`: the API server in watch mode on :8081 and the Vite dev server on :5173, which
// proxies /api, /p/api and /v1/api to it (vite.config.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    // Links in mails point at the Vite dev server, which serves the pages.
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
