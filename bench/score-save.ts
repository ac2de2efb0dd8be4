// Score save benchmark (see README.md, "score-save"): the throughput of `PUT /api/game/{id}/score` at 50 clients
// against the bare route running the save's own statement on the driver (no session check, validation, look-up or
// event), interleaved in the same server so the machine's load hits both alike; then the server's idle memory with
// a socket per golfer open, by owner. Aim: API / bare ≥ 0.8 on PGlite and PostgreSQL; idle memory under 400 MB.
//
//   npm run bench -- score-save                    both databases, 100 rounds (400 golfers, 400 sockets)
//   npm run bench -- score-save pglite 100 3       one database (pglite | postgres | both), rounds, cycles
//   npm run bench -- score-save pglite 100 3 api   one phase only (api | bare | signedIn), to profile it
//   BENCH_PHASE_PROFILE=/tmp/dir npm run bench -- score-save pglite   a CPU profile of the server in each phase
//   BENCH_HEAP_SNAPSHOT=/tmp/dir npm run bench -- score-save pglite   also writes a heap snapshot with the sockets open
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  connectAll,
  RATIO_AIM,
  startServer,
  stopServer,
  throughput,
  type Arrivals,
  type Golfer,
  type Server,
  type Throughput,
} from './realtime';
import { mb, ms } from './measure';
import type { MemoryBreakdown, SetupRound } from './realtime-server';

const PHASE_SECONDS = 5;
/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) used so far by a PostgreSQL cluster's backends (the children of its postmaster, whose pid is the
 * first line of `postmaster.pid`); 0 without a cluster or without /proc.
 */
function clusterCpuMs(dataDir: string | undefined): number {
  if (!dataDir) return 0;
  try {
    const postmaster = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      // after the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th)
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (pid !== postmaster && fields[1] !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A phase's throughput, and the CPU it cost per save: the server process's, and the database cluster's. */
interface Phase extends Throughput {
  serverCpuMs: number;
  databaseCpuMs: number;
}
const IDLE_MEMORY_AIM_MB = 400;

function printMemory(label: string, memory: MemoryBreakdown) {
  const { usage, pgliteWasm, heapSpaces } = memory;
  const spaces = Object.entries(heapSpaces)
    .filter(([, bytes]) => bytes > 1024 * 1024)
    .map(([name, bytes]) => `${name.replace(/_space$/, '')} ${mb(bytes)}`)
    .join(', ');
  console.log(
    `    ${label}: RSS ${mb(usage.rss)} = JS heap ${mb(usage.heapTotal)} (used ${mb(usage.heapUsed)}: ${spaces})` +
      ` + buffers outside it ${mb(usage.external)} (of which PGlite's WebAssembly memory ${mb(pgliteWasm)},` +
      ` array buffers ${mb(usage.arrayBuffers)}) + code, stacks and the allocator's own` +
      ` ${mb(Math.max(0, usage.rss - usage.heapTotal - usage.external))}`,
  );
}

async function measure(
  server: Server,
  rounds: number,
  cycles: number,
  clusterDir?: string,
  /** One phase only (to profile it): api | bare | signedIn. */
  only?: string,
): Promise<boolean> {
  const setup = await server.request({ type: 'setup', rounds });
  const golfers: Golfer[] = setup.rounds.flatMap((round: SetupRound, index) =>
    round.players.map((player, position) => ({
      round: index,
      position,
      gameId: round.gameId,
      ...player,
      socket: null,
    })),
  );
  console.log(`  ${server.kind}: ${golfers.length} golfers in ${rounds} rounds`);
  const fresh = await server.request({ type: 'memory' });

  const bareBody = (golfer: Golfer, hole: number, values: { score: number; putts: number }) => ({
    gameId: golfer.gameId,
    playerId: golfer.playerId,
    holeNumber: hole,
    ...values,
    enteredBy: golfer.userId,
  });
  const phases = {
    api: (golfer: Golfer, hole: number, values: { score: number; putts: number }) => ({
      path: `/api/game/${golfer.gameId}/score`,
      body: { playerId: golfer.playerId, holeNumber: hole, scoreData: values },
      token: golfer.token,
    }),
    bare: (golfer: Golfer, hole: number, values: { score: number; putts: number }) => ({
      path: '/bench/bare-score',
      body: bareBody(golfer, hole, values),
    }),
    signedIn: (golfer: Golfer, hole: number, values: { score: number; putts: number }) => ({
      path: '/bench/bare-score-signed-in',
      body: bareBody(golfer, hole, values),
      token: golfer.token,
    }),
  };
  // warm-up: the JIT, the session cache, the statements' plans
  await throughput(server, golfers, rounds, phases.api, 3);
  await throughput(server, golfers, rounds, phases.bare, 2);
  const results: Record<keyof typeof phases, Phase[]> = { api: [], bare: [], signedIn: [] };
  const cpuMs = async () => {
    const { cpu } = await server.request({ type: 'stats' });
    return { server: (cpu.user + cpu.system) / 1000, database: clusterCpuMs(clusterDir) };
  };
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    // the order turns each cycle, so no phase always inherits the same predecessor's backlog
    const order = (['api', 'bare', 'signedIn'] as const).map((_, i, all) => all[(i + cycle) % all.length]!);
    for (const phase of order.filter((name) => !only || name === only)) {
      const profileDir = process.env.BENCH_PHASE_PROFILE;
      if (profileDir) await server.request({ type: 'profile' });
      const before = await cpuMs();
      const result = await throughput(server, golfers, rounds, phases[phase], PHASE_SECONDS);
      const after = await cpuMs();
      if (profileDir)
        await server.request({
          type: 'profile',
          path: join(profileDir, `${server.kind}-${phase}-${cycle}.cpuprofile`),
        });
      const saves = result.rps * PHASE_SECONDS;
      results[phase].push({
        ...result,
        serverCpuMs: (after.server - before.server) / saves,
        databaseCpuMs: (after.database - before.database) / saves,
      });
    }
  }
  if (only) {
    const list = results[only as keyof typeof results];
    console.log(`    ${only} only: ${list.map((r) => r.rps.toFixed(0)).join(', ')} saves/s`);
    return true;
  }
  const mean = (list: Phase[]) => list.reduce((sum, r) => sum + r.rps, 0) / list.length;
  /** CPU per save over the phases (server process, and the cluster's backends on PostgreSQL). */
  const cpuPerSave = (list: Phase[], of: 'serverCpuMs' | 'databaseCpuMs') =>
    list.reduce((sum, r) => sum + r[of] * r.rps, 0) / list.reduce((sum, r) => sum + r.rps, 0);
  const totalCpu = (list: Phase[]) => cpuPerSave(list, 'serverCpuMs') + cpuPerSave(list, 'databaseCpuMs');
  const line = (label: string, list: Phase[]) =>
    `      ${label.padEnd(44)} ${mean(list).toFixed(0).padStart(6)} saves/s (${list.map((r) => r.rps.toFixed(0)).join(', ')})` +
    `  CPU a save ${cpuPerSave(list, 'serverCpuMs').toFixed(2)} ms in the server` +
    `${clusterDir ? ` + ${cpuPerSave(list, 'databaseCpuMs').toFixed(2)} ms in PostgreSQL` : ''}` +
    `  p50 ${ms(list.at(-1)!.p50)}  p99 ${ms(list.at(-1)!.p99)}  ${list.reduce((n, r) => n + r.errors, 0)} errors`;
  console.log(
    `    save throughput at 50 clients, ${cycles} interleaved cycles of ${PHASE_SECONDS} s (mean, each cycle):`,
  );
  console.log(line('PUT /api/game/{id}/score', results.api));
  const firstError = Object.values(results)
    .flat()
    .find((r) => r.firstError)?.firstError;
  if (firstError) console.log(`      first error: ${firstError}`);
  console.log(line('bare route: the save statement on the driver', results.bare));
  console.log(line('the same behind the session check', results.signedIn));
  const ratios = results.api.map((r, i) => r.rps / results.bare[i]!.rps);
  const ratio = mean(results.api) / mean(results.bare);
  console.log(
    `    ${ratio >= RATIO_AIM ? '✓' : '✗'} API / bare ${ratio.toFixed(2)} (each cycle ${ratios.map((r) => r.toFixed(2)).join(', ')};` +
      ` aim ≥ ${RATIO_AIM}); API / behind the session check ${(mean(results.api) / mean(results.signedIn)).toFixed(2)}`,
  );
  // On a loaded machine the rates follow the other processes; the CPU a save costs does much less.
  console.log(
    `    CPU a save, bare / API ${(totalCpu(results.bare) / totalCpu(results.api)).toFixed(2)}` +
      ` (the rate ratio a CPU-bound server would reach); behind the session check / API` +
      ` ${(totalCpu(results.signedIn) / totalCpu(results.api)).toFixed(2)}`,
  );

  const arrivals: Arrivals = new Map();
  const failed = await connectAll(server.port, golfers, arrivals, { count: 0 });
  // let the sockets' first messages and the saves' garbage settle before measuring
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT;
  const idle = await server.request({ type: 'memory', ...(snapshotDir ? { snapshotDir } : {}) });
  console.log(`    memory (after a full collection):`);
  printMemory('fresh, after setup', fresh.breakdown);
  printMemory(`idle, ${golfers.length - failed} sockets open`, idle.breakdown);
  if (idle.snapshot) console.log(`    heap snapshot: ${idle.snapshot}`);
  const idleMb = idle.breakdown.usage.rss / 1024 / 1024;
  console.log(
    `    ${idleMb < IDLE_MEMORY_AIM_MB ? '✓' : '✗'} idle RSS ${mb(idle.breakdown.usage.rss)} with ${golfers.length - failed} sockets (aim < ${IDLE_MEMORY_AIM_MB} MB)` +
      `${failed ? `; ${failed} sockets failed` : ''}`,
  );
  for (const golfer of golfers) golfer.socket?.terminate();
  const errors = Object.values(results).some((list) => list.some((r) => r.errors > 0));
  return ratio >= RATIO_AIM && !errors && failed === 0;
}

/** Runs the score save benchmark; resolves to whether API / bare met the aim on each database. */
export async function scoreSave(args: string[]): Promise<boolean> {
  const which = args.find((arg) => ['pglite', 'postgres', 'both'].includes(arg)) ?? 'both';
  const [rounds = 100, cycles = 3] = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
  const only = args.find((arg) => ['api', 'bare', 'signedIn'].includes(arg));
  console.log(`score-save: ${rounds} rounds of 4, ${which === 'both' ? 'PGlite and PostgreSQL' : which}`);
  const env = { BENCH_SERVER_NODE_OPTIONS: `--expose-gc ${process.env.BENCH_SERVER_NODE_OPTIONS ?? ''}` };
  let ok = true;
  if (which !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-bench-save-'));
    const server = await startServer({ ...env, DATA_DIR: join(dir, 'data') });
    try {
      ok = (await measure(server, rounds, cycles, undefined, only)) && ok;
    } finally {
      await stopServer(server);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (which !== 'pglite') {
    // @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
    const { startThrowawayPostgres } = (await import('../scripts/postgres.mjs')) as {
      startThrowawayPostgres: (options?: {
        log?: (line: string) => void;
      }) => Promise<{ url: string; dir: string; stop: () => Promise<void> }>;
    };
    const pg = await startThrowawayPostgres({ log: (line) => console.log(`  ${line}`) });
    try {
      const server = await startServer({ ...env, DATABASE_URL: pg.url, DATABASE_POOL_SIZE: '20' });
      try {
        ok = (await measure(server, rounds, cycles, pg.dir, only)) && ok;
      } finally {
        await stopServer(server);
      }
    } finally {
      await pg.stop();
    }
  }
  return ok;
}
