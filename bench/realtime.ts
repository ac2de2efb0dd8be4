// Realtime fan-out benchmark (see README.md, "realtime"). Rounds of 4 golfers on one server process, on PGlite and
// on PostgreSQL: every golfer holds a WebSocket on /api/realtime subscribed to the round's topic and saves a hole
// every 2 s through `PUT /api/game/{id}/score`; for every save, the time from sending the request to each of the
// three other golfers' sockets receiving the `score.saved` event that carries it (game player, hole, version).
// Target: p99 under 100 ms, no event lost. Before the sockets open, on the fresh server, the save throughput at 50
// clients through the API next to bare routes in the same server doing the same upsert.
//
//   npm run bench -- realtime                     both databases, 1,000 rounds (4,000 sockets)
//   npm run bench -- realtime pglite              one database (pglite | postgres | both)
//   npm run bench -- realtime both 100 250 500    other sizes, one after the other (a fresh server each)
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { REALTIME, topicOf } from '@fairway/contract';
import type { ServerMessage } from '@fairway/contract';
import WebSocket from 'ws';
import { CARD_18 } from '../apps/server/src/test/factories';
import { mb, ms, percentile } from './measure';
import type { ServerReply, ServerRequest, SetupRound } from './realtime-server';
import { startServerProcess, stopServerProcess } from './server-process';
import type { ServerProcess } from './server-process';

export const P99_TARGET_MS = 100;
export const RATIO_AIM = 0.8;
const PLAYERS = 4;
const SAVE_EVERY_MS = 2_000;
const RUN_SECONDS = 30;
/** Saves sent in the first seconds (JIT, connection pools warming up) are not in the percentiles; they count for losses. */
const WARM_UP_SECONDS = 4;
const DRAIN_MS = 5_000;
/** How long saves still unanswered at the end of the run may take before they count as failed. */
const PENDING_LIMIT_MS = 30_000;
const CONNECT_CONCURRENCY = 100;
const THROUGHPUT_CLIENTS = 50;
const THROUGHPUT_SECONDS = 10;

export type Server = ServerProcess<ServerRequest, ServerReply>;

export const startServer = (env: Record<string, string>): Promise<Server> =>
  startServerProcess<ServerRequest, ServerReply>('bench/realtime-server.ts', env);

export const stopServer = stopServerProcess;

/** One JSON request on a keep-alive agent; resolves with the status and the parsed body. */
function send(
  agent: http.Agent,
  port: number,
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface Golfer {
  round: number;
  position: number;
  gameId: string;
  playerId: string;
  userId: string;
  token: string;
  socket: WebSocket | null;
}

/** Arrival times of a `score.saved` event (key: game player, hole, version) at each of the round's 4 sockets. */
export type Arrivals = Map<string, Float64Array>;
const eventKey = (playerId: string, hole: number, version: number) => `${playerId}|${hole}|${version}`;

/** Opens a golfer's socket, authenticates and subscribes to the round's topic, as the web app does. */
function connect(port: number, golfer: Golfer, arrivals: Arrivals, stray: { count: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME.path}`, { perMessageDeflate: false });
    const topic = topicOf.game(golfer.gameId);
    const timer = setTimeout(() => reject(new Error('socket not subscribed within 60 s')), 60_000);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: golfer.token })));
    socket.on('message', (raw: Buffer) => {
      const at = performance.now();
      const message = JSON.parse(raw.toString('utf8')) as ServerMessage;
      if (message.type === 'events') {
        for (const event of message.events) {
          if (event.name !== 'score.saved') continue;
          const { playerId, holeNumber, version } = event.data;
          const key = eventKey(playerId, holeNumber, version);
          let times = arrivals.get(key);
          if (!times) {
            times = new Float64Array(PLAYERS);
            arrivals.set(key, times);
          }
          if (times[golfer.position] === 0) times[golfer.position] = at;
          else stray.count += 1;
        }
      } else if (message.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', topic }));
      } else if (message.type === 'subscribed') {
        clearTimeout(timer);
        golfer.socket = socket;
        resolve();
      } else if (message.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`realtime error ${message.code}`));
      }
    });
  });
}

export async function connectAll(
  port: number,
  golfers: Golfer[],
  arrivals: Arrivals,
  stray: { count: number },
) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < golfers.length) {
      const golfer = golfers[next++]!;
      await connect(port, golfer, arrivals, stray).catch(() => {
        failed += 1;
      });
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return failed;
}

interface Save {
  golfer: Golfer;
  sentAt: number;
  answeredAt: number;
  key: string | null;
  status: number;
}

/** Writes sent so far per game player and hole, over every phase of a run. */
const writes = new Map<string, number>();
/** The next score for a hole: never the value written last, so that every save changes it and is applied. */
export function scoreFor(golfer: Golfer, hole: number) {
  const key = `${golfer.playerId}|${hole}`;
  const count = writes.get(key) ?? 0;
  writes.set(key, count + 1);
  return { score: CARD_18.pars[hole - 1]! - 1 + (count % 3), putts: 1 };
}

/** Every golfer saves a hole every 2 s for RUN_SECONDS; returns the saves, once all have answered. */
async function play(server: Server, golfers: Golfer[], rounds: number, agent: http.Agent) {
  const saves: Save[] = [];
  const pending = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const started = performance.now();
  const stopAt = started + RUN_SECONDS * 1000;
  /** Set once the run is over and late saves were given up on: their answers no longer count. */
  let cut = false;
  for (const golfer of golfers) {
    // Rounds spread evenly over the 2 s; the golfers of a round 500 ms apart, as a group enters its scores.
    const offset =
      ((golfer.round / rounds) * SAVE_EVERY_MS + golfer.position * (SAVE_EVERY_MS / PLAYERS)) % SAVE_EVERY_MS;
    let count = 0;
    const saveOnce = () => {
      if (performance.now() >= stopAt) return;
      const hole = (count % 18) + 1;
      count += 1;
      const save: Save = { golfer, sentAt: performance.now(), answeredAt: 0, key: null, status: 0 };
      saves.push(save);
      const done = send(
        agent,
        server.port,
        'PUT',
        `/api/game/${golfer.gameId}/score`,
        { playerId: golfer.playerId, holeNumber: hole, scoreData: scoreFor(golfer, hole) },
        golfer.token,
      ).then(
        ({ status, body }) => {
          if (cut) return;
          save.answeredAt = performance.now();
          save.status = status;
          const answer = body as { applied?: boolean; score?: { version: number } };
          if (status === 200 && answer.applied && answer.score)
            save.key = eventKey(golfer.playerId, hole, answer.score.version);
        },
        () => {
          if (!cut) save.status = -1;
        },
      );
      pending.add(done);
      void done.finally(() => pending.delete(done));
    };
    timers.push(
      setTimeout(() => {
        saveOnce();
        timers.push(setInterval(saveOnce, SAVE_EVERY_MS));
      }, offset),
    );
  }
  const samples: Extract<ServerReply, { type: 'stats' }>[] = [];
  while (performance.now() < stopAt) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    samples.push(await server.request({ type: 'stats' }));
  }
  for (const timer of timers) clearTimeout(timer);
  const answeredInRun = saves.filter((save) => save.answeredAt > 0 && save.answeredAt < stopAt).length;
  await Promise.race([
    Promise.all([...pending]),
    new Promise((resolve) => setTimeout(resolve, PENDING_LIMIT_MS)),
  ]);
  // Saves still waiting (an overloaded server) are given up on, and their connections closed.
  cut = true;
  agent.destroy();
  return { saves, started, samples, answeredInRun };
}

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The first failed answer's status and body, to tell why. */
  firstError?: string;
  applied: number;
}

/** THROUGHPUT_CLIENTS clients, each sending its next save as soon as the last one answered, for THROUGHPUT_SECONDS. */
export async function throughput(
  server: Server,
  golfers: Golfer[],
  rounds: number,
  request: (
    golfer: Golfer,
    hole: number,
    values: { score: number; putts: number },
  ) => {
    path: string;
    body: unknown;
    token?: string;
  },
  seconds = THROUGHPUT_SECONDS,
): Promise<Throughput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: THROUGHPUT_CLIENTS });
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  let applied = 0;
  const latencies: number[] = [];
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < stopAt) {
      // Walk the rounds first, then the golfers, then the holes: no two clients write the same row.
      const i = next++;
      const golfer = golfers[(i % rounds) * PLAYERS + (Math.floor(i / rounds) % PLAYERS)]!;
      const k = Math.floor(i / (rounds * PLAYERS));
      const hole = (k % 18) + 1;
      const { path, body, token } = request(golfer, hole, scoreFor(golfer, hole));
      const sentAt = performance.now();
      const answer = await send(
        agent,
        server.port,
        path.startsWith('/api/') ? 'PUT' : 'POST',
        path,
        body,
        token,
      ).catch(() => ({ status: -1, body: null }));
      latencies.push(performance.now() - sentAt);
      if (answer.status !== 200) {
        errors += 1;
        firstError ??= `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      } else if ((answer.body as { applied?: boolean }).applied) applied += 1;
    }
  };
  await Promise.all(Array.from({ length: THROUGHPUT_CLIENTS }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    ...(firstError ? { firstError } : {}),
    applied: applied / Math.max(1, latencies.length),
  };
}

async function measure(server: Server, rounds: number): Promise<boolean> {
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
  console.log(
    `  ${server.kind}, ${rounds} rounds: ${golfers.length} golfers and ${rounds} rounds created in ${(setup.millis / 1000).toFixed(1)} s`,
  );
  // Throughput first, on the fresh server with no socket open: the fan-out run below may leave it with a backlog.
  const bareBody = (golfer: Golfer, hole: number, values: { score: number; putts: number }) => ({
    gameId: golfer.gameId,
    playerId: golfer.playerId,
    holeNumber: hole,
    ...values,
    enteredBy: golfer.userId,
  });
  const apiSave = (golfer: Golfer, hole: number, values: { score: number; putts: number }) => ({
    path: `/api/game/${golfer.gameId}/score`,
    body: { playerId: golfer.playerId, holeNumber: hole, scoreData: values },
    token: golfer.token,
  });
  await throughput(server, golfers, rounds, apiSave, WARM_UP_SECONDS);
  const api = await throughput(server, golfers, rounds, apiSave);
  const bare = await throughput(server, golfers, rounds, (golfer, hole, values) => ({
    path: '/bench/bare-score',
    body: bareBody(golfer, hole, values),
  }));
  const signedIn = await throughput(server, golfers, rounds, (golfer, hole, values) => ({
    path: '/bench/bare-score-signed-in',
    body: bareBody(golfer, hole, values),
    token: golfer.token,
  }));
  const repository = await throughput(server, golfers, rounds, (golfer, hole, values) => ({
    path: '/bench/repository-score',
    body: bareBody(golfer, hole, values),
  }));
  const line = (label: string, r: Throughput) =>
    `      ${label.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} saves/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}` +
    `  ${r.errors} errors, ${(r.applied * 100).toFixed(0)} % applied`;
  console.log(
    `    save throughput at ${THROUGHPUT_CLIENTS} clients, ${THROUGHPUT_SECONDS} s each (before the sockets open):`,
  );
  console.log(line('PUT /api/game/{id}/score', api));
  console.log(line('bare route, same upsert SQL on the driver', bare));
  console.log(line('bare route, same SQL, behind the session check', signedIn));
  console.log(line('the repository’s upsert (Drizzle), no auth', repository));
  const ratio = api.rps / bare.rps;
  console.log(
    `    ${ratio >= RATIO_AIM ? '✓' : '✗'} API / bare ${ratio.toFixed(2)} (aim ≥ ${RATIO_AIM}); ` +
      `API / bare behind the session check ${(api.rps / signedIn.rps).toFixed(2)}; API / repository ${(api.rps / repository.rps).toFixed(2)}`,
  );

  const idle = await server.request({ type: 'stats' });
  const arrivals: Arrivals = new Map();
  const stray = { count: 0 };
  const connectStarted = performance.now();
  const failed = await connectAll(server.port, golfers, arrivals, stray);
  const connected = await server.request({ type: 'stats', resetEventLoop: true });
  console.log(
    `    ${golfers.length - failed} sockets authenticated and subscribed in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s` +
      `${failed ? ` (${failed} failed)` : ''}; server RSS ${mb(idle.memory.rss)} before, ${mb(connected.memory.rss)} after`,
  );

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const ownCpu = process.cpuUsage();
  // No limit on connections: every golfer's phone has its own.
  const agent = new http.Agent({ keepAlive: true });
  const { saves, started, samples, answeredInRun } = await play(server, golfers, rounds, agent);
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  const ran = (performance.now() - started) / 1000;
  loop.disable();
  const ownCpuUsed = process.cpuUsage(ownCpu);
  const end = await server.request({ type: 'stats' });

  // Each applied save is expected at the three other sockets of its round (a socket that failed to connect counts).
  const warmUpEnd = started + WARM_UP_SECONDS * 1000;
  const latencies: number[] = [];
  let expected = 0;
  let received = 0;
  let applied = 0;
  let saveErrors = 0;
  const saveLatencies: number[] = [];
  let unanswered = 0;
  /** Failed saves by HTTP status (-1: the connection failed). */
  const statuses = new Map<number, number>();
  const matched = new Set<string>();
  for (const save of saves) {
    if (save.status === 0) {
      unanswered += 1;
      continue;
    }
    if (save.status !== 200) {
      saveErrors += 1;
      statuses.set(save.status, (statuses.get(save.status) ?? 0) + 1);
      continue;
    }
    saveLatencies.push(save.answeredAt - save.sentAt);
    if (!save.key) continue;
    applied += 1;
    matched.add(save.key);
    const times = arrivals.get(save.key);
    for (let position = 0; position < PLAYERS; position += 1) {
      if (position === save.golfer.position) continue;
      expected += 1;
      const at = times?.[position] ?? 0;
      if (at === 0) continue;
      received += 1;
      if (save.sentAt >= warmUpEnd) latencies.push(at - save.sentAt);
    }
  }
  const sorted = Float64Array.from(latencies).sort();
  const answered = Float64Array.from(saveLatencies).sort();
  const lost = expected - received;
  const p99 = percentile(sorted, 99);
  const peakRss = Math.max(...samples.map((sample) => sample.memory.rss), end.memory.rss);
  const peakHeap = Math.max(...samples.map((sample) => sample.memory.heapUsed), end.memory.heapUsed);
  const serverCpu =
    (end.cpu.user + end.cpu.system - connected.cpu.user - connected.cpu.system) /
    1000 /
    (end.uptimeMs - connected.uptimeMs);
  let unmatched = 0;
  for (const key of arrivals.keys()) if (!matched.has(key)) unmatched += 1;
  const pass = p99 < P99_TARGET_MS && lost === 0 && failed === 0 && saveErrors === 0 && unanswered === 0;
  console.log(
    `    ${saves.length} saves sent in ${RUN_SECONDS} s (${(saves.length / RUN_SECONDS).toFixed(0)}/s), ` +
      `${(answeredInRun / RUN_SECONDS).toFixed(0)}/s answered within the run; ${applied} applied, ${saveErrors} failed${statuses.size ? ` (${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')})` : ''}, ` +
      `${unanswered} unanswered ${PENDING_LIMIT_MS / 1000} s after the run; ` +
      `save answered p50 ${ms(percentile(answered, 50))} p99 ${ms(percentile(answered, 99))}`,
  );
  console.log(
    `    ${pass ? '✓' : '✗'} score saved → 3 other golfers: p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}` +
      `  p99 ${ms(p99)}  max ${ms(sorted[sorted.length - 1] ?? NaN)}  (${latencies.length} deliveries after ${WARM_UP_SECONDS} s warm-up;` +
      ` target p99 < ${P99_TARGET_MS} ms)`,
  );
  console.log(
    `    lost events: ${lost} of ${expected} (${((100 * lost) / Math.max(1, expected)).toFixed(2)} %) after a ${DRAIN_MS / 1000} s drain; duplicates ${stray.count};` +
      ` events of unanswered saves ${unmatched}`,
  );
  console.log(
    `    server: RSS ${mb(end.memory.rss)} (peak ${mb(peakRss)}), heap ${mb(end.memory.heapUsed)} (peak ${mb(peakHeap)}),` +
      ` CPU ${(serverCpu * 100).toFixed(0)} % of a core, event-loop delay p99 ${ms(end.eventLoop.p99)} max ${ms(end.eventLoop.max)};` +
      ` hub ${end.hub.authenticated} sockets, ${end.hub.topics} topics`,
  );
  console.log(
    `    load generator: CPU ${(((ownCpuUsed.user + ownCpuUsed.system) / 1000 / (ran * 1000)) * 100).toFixed(0)} % of a core,` +
      ` event-loop delay p99 ${ms(loop.percentile(99) / 1e6)} max ${ms(loop.max / 1e6)}`,
  );
  for (const golfer of golfers) golfer.socket?.terminate();

  return pass && api.errors === 0;
}

/** Runs the realtime benchmark; resolves to whether every size met the latency and no-loss targets. */
export async function realtime(args: string[]): Promise<boolean> {
  const which = args.find((arg) => ['pglite', 'postgres', 'both'].includes(arg)) ?? 'both';
  const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
  if (sizes.length === 0) sizes.push(1_000);
  console.log(
    `realtime: ${sizes.join(', ')} rounds of ${PLAYERS}, a save every ${SAVE_EVERY_MS / 1000} s per golfer for ${RUN_SECONDS} s,` +
      ` ${which === 'both' ? 'PGlite and PostgreSQL' : which}`,
  );
  let ok = true;
  if (which !== 'postgres') {
    for (const size of sizes) {
      const dir = mkdtempSync(join(tmpdir(), 'fairway-bench-realtime-'));
      const server = await startServer({ DATA_DIR: join(dir, 'data') });
      try {
        ok = (await measure(server, size)) && ok;
      } finally {
        await stopServer(server);
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  if (which !== 'pglite') {
    // @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
    const { startThrowawayPostgres } = (await import('../scripts/postgres.mjs')) as {
      startThrowawayPostgres: (options?: {
        log?: (line: string) => void;
      }) => Promise<{ url: string; stop: () => Promise<void> }>;
    };
    const pg = await startThrowawayPostgres({ log: (line) => console.log(`  ${line}`) });
    try {
      for (const size of sizes) {
        const server = await startServer({ DATABASE_URL: pg.url, DATABASE_POOL_SIZE: '20' });
        try {
          ok = (await measure(server, size)) && ok;
        } finally {
          await stopServer(server);
        }
      }
    } finally {
      await pg.stop();
    }
  }
  return ok;
}
