// What the benchmarks with a server in its own process share: fork it, talk to it by typed IPC messages (each
// reply answers the last request of its `type`), and stop it.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Message {
  type: string;
}

export interface ServerProcess<Request extends Message, Reply extends Message> {
  child: ChildProcess;
  port: number;
  kind: string;
  request<T extends Request['type']>(
    message: Extract<Request, { type: T }>,
  ): Promise<Extract<Reply, { type: T }>>;
}

/**
 * Forks `script` (a path from the repository's root) with `env`, and resolves once it sends
 * `{ type: 'ready', port, kind }`. BENCH_SERVER_NODE_OPTIONS (in `env` or the environment) adds flags to the server
 * process only (`--cpu-prof --cpu-prof-dir=…` to profile it).
 */
export async function startServerProcess<Request extends Message, Reply extends Message>(
  script: string,
  env: Record<string, string>,
): Promise<ServerProcess<Request, Reply>> {
  const child = fork(join(REPO_ROOT, script), [], {
    cwd: REPO_ROOT,
    execArgv: [
      '--import',
      'tsx',
      ...((env.BENCH_SERVER_NODE_OPTIONS ?? process.env.BENCH_SERVER_NODE_OPTIONS)
        ?.split(' ')
        .filter(Boolean) ?? []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  child.on('message', (reply: Reply) => {
    const waiter = waiting.get(reply.type);
    waiting.delete(reply.type);
    waiter?.resolve(reply);
  });
  child.once('exit', (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`bench server exited (${code})`));
    waiting.clear();
  });
  const next = <T extends string>(type: T) =>
    new Promise<Extract<Reply, { type: T }>>((resolve, reject) => {
      waiting.set(type, { resolve: resolve as (reply: Reply) => void, reject });
    });
  const ready = (await next('ready')) as unknown as { port: number; kind: string };
  return {
    child,
    port: ready.port,
    kind: ready.kind,
    request<T extends Request['type']>(message: Extract<Request, { type: T }>) {
      const reply = next<T>(message.type);
      child.send(message);
      return reply;
    },
  };
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
export async function stopServerProcess(server: { child: ChildProcess }): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
