// Builds the web app (`npm run build --workspace @fairway/web`) only when apps/web/dist/index.html is missing or
// older than anything the build reads: the web sources, the shared packages, their configs and the lockfile.
//
//   node --import tsx support/ensure-web-build.ts     (run by this workspace's `test` script)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './server';

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/golf/src',
  'packages/golf/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

/** The newest modification time under `path` (a file or a directory), and which file it was. */
function newest(path: string): { mtimeMs: number; file: string } {
  if (!existsSync(path)) return { mtimeMs: 0, file: path };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { mtimeMs: stat.mtimeMs, file: path };
  let best = { mtimeMs: 0, file: path };
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const candidate = newest(join(path, entry));
    if (candidate.mtimeMs > best.mtimeMs) best = candidate;
  }
  return best;
}

function webBuildReason(): string | undefined {
  const index = join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(index)) return 'apps/web/dist/index.html is missing';
  const built = statSync(index).mtimeMs;
  const source = INPUTS.map((input) => newest(join(REPO_ROOT, input))).reduce((a, b) =>
    b.mtimeMs > a.mtimeMs ? b : a,
  );
  return source.mtimeMs > built ? `${relative(REPO_ROOT, source.file)} is newer than the build` : undefined;
}

const reason = webBuildReason();
if (reason) {
  console.log(`e2e: building the web app (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--workspace', '@fairway/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('e2e: the web app did not build (npm run build --workspace @fairway/web).');
    process.exit(build.status ?? 1);
  }
} else {
  console.log('e2e: apps/web/dist is up to date');
}
