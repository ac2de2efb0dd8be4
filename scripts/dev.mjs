#!/usr/bin/env node
// `npm run dev`: the API with hot reload and the web app's Vite dev server, side by side.
//
//   server  tsx watch apps/server/src/main.ts   PORT=3001 (restarts when server or package code changes)
//   web     vite (apps/web)                     http://localhost:3000, proxying /api and /api/realtime to 3001
//
// Output lines are prefixed with `server │` / `web    │`. Ctrl-C (or SIGTERM) stops both; when either exits on
// its own, the other is stopped too and the exit code is passed on.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, colorize, killAll, run } from './run-parallel.mjs';

const bin = (/** @type {string} */ name) => {
  const local = join(ROOT, 'node_modules', '.bin', name);
  return existsSync(local) ? local : name;
};

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const processes = [
  run(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    prefix: colorize('server │ '),
    cwd: ROOT,
    env: { ...env, PORT: '3001' },
  }),
  run(bin('vite'), ['--port', '3000', '--strictPort'], {
    prefix: colorize('web    │ '),
    cwd: join(ROOT, 'apps/web'),
    env,
  }),
];
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => (interrupted = true));
}
console.log('dev: web on http://localhost:3000 (API on http://localhost:3001); Ctrl-C stops both');

const code = await Promise.race(processes);
// One of them ended on its own: stop the other and pass the code on.
if (!interrupted) console.error(`dev: a process exited (code ${code}); stopping the other`);
killAll('SIGTERM');
await Promise.all(processes);
process.exit(code);
