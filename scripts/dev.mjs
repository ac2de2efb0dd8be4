#!/usr/bin/env node
// `npm run dev`: the API with hot reload and the web app's Vite dev server, side by side.
//
//   server  tsx watch apps/server/src/main.ts   PORT=3001 (restarts when server or package code changes)
//   web     vite (apps/web)                     http://localhost:3000, proxying /api and /api/realtime to 3001
//
// `PORT=4000 npm run dev` moves the web app to 4000 and the API to 4001. The API's PUBLIC_URL is the web app's
// address (see dev-env.mjs), so the browser's origin passes the realtime Origin check and mail links open it.
//
// Output lines are prefixed with `server │` / `web    │`. Ctrl-C (or SIGTERM) stops both; when either exits on
// its own, the other is stopped too and the exit code is passed on.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { devSetup } from './dev-env.mjs';
import { ROOT, colorize, killAll, run } from './run-parallel.mjs';

const bin = (/** @type {string} */ name) => {
  const local = join(ROOT, 'node_modules', '.bin', name);
  return existsSync(local) ? local : name;
};

const { webPort, apiPort, publicUrl, serverEnv, webEnv } = devSetup(process.env);
const processes = [
  run(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    prefix: colorize('server │ '),
    cwd: ROOT,
    env: serverEnv,
  }),
  run(bin('vite'), ['--port', String(webPort), '--strictPort'], {
    prefix: colorize('web    │ '),
    cwd: join(ROOT, 'apps/web'),
    env: webEnv,
  }),
];
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => (interrupted = true));
}
console.log(`dev: web on ${publicUrl} (API on http://localhost:${apiPort}); Ctrl-C stops both`);

const code = await Promise.race(processes);
// One of them ended on its own: stop the other and pass the code on.
if (!interrupted) console.error(`dev: a process exited (code ${code}); stopping the other`);
killAll('SIGTERM');
await Promise.all(processes);
process.exit(code);
