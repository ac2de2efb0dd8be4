import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The documented command, typed at the repository root: npm runs the server workspace's script, which must still
// read paths from the root. (That a second load changes nothing is proven in process by seed.test.ts.)
const root = path.resolve(import.meta.dirname, '../../../../../..');

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env };
  delete env.INIT_CWD; // set by an npm that started the tests; the command's own npm sets it
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'data:import', '--', ...args], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run data:import at the repository root', () => {
  it('builds the given files, read from the root', { timeout: 60_000 }, async () => {
    const fixture = 'apps/server/src/features/clubs/import/fixtures/clubs-fr-es.sample.json';
    const { code, output } = await run(['--dry-run', fixture]);
    expect(output).toContain('read clubs-fr-es.sample.json (clubs-fr-es): 21 records');
    expect(output).toContain('clubs in the data set: 13');
    expect(code).toBe(0);
  });
});
