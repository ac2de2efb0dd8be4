// Chat benchmark (issue 23). Golfers in group chats of 4 on one server process, on PGlite and on PostgreSQL: every
// golfer holds one WebSocket on /api/realtime subscribed, as the web app's Messages screen does, to the open chat's
// topic (`chat:{id}`, useChatLive) and to their own (`user:{id}`, useChatsLive and the notifications), and sends a
// message through `POST /api/chats/{id}/messages` on average every 10 s (a Poisson process per golfer: 200 messages
// a second for 2,000 golfers). For every message, the time from sending the request to each of the chat's three
// other sockets receiving its `chat.message.created` event on the chat's topic. Target: p99 under 100 ms on
// PostgreSQL, no event lost. The load generator (this process) runs apart from the server (bench/chat-server.ts, a
// forked process), and reports its own CPU.
//
//   npm run bench -- chat                      both databases, 2,000 golfers in 500 chats
//   npm run bench -- chat postgres             one database (pglite | postgres | both)
//   npm run bench -- chat both 400             other sizes in golfers (400: 100 chats), one after the other
//   npm run bench -- chat both 400 fetch       each receiver also fetches the newest page as the web app does on
//                                              the event; reports send → the message in that page too
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { REALTIME, topicOf } from '@fairway/contract';
import type { ServerMessage } from '@fairway/contract';
import WebSocket from 'ws';
import type { ChatServerReply, ChatServerRequest, SetupChat } from './chat-server';
import { mb, ms, percentile } from './measure';
import { startServerProcess, stopServerProcess } from './server-process';
import type { ServerProcess } from './server-process';

export const CHAT_P99_TARGET_MS = 100;
const MEMBERS = 4;
/** Mean time between two messages of one golfer. */
const MEAN_GAP_MS = 10_000;
const RUN_SECONDS = 30;
/** Messages sent in the first seconds (JIT, pools warming up) are not in the percentiles; they count for losses. */
const WARM_UP_SECONDS = 4;
const DRAIN_MS = 5_000;
/** How long sends still unanswered at the end of the run may take before they count as failed. */
const PENDING_LIMIT_MS = 30_000;
const CONNECT_CONCURRENCY = 100;
/** The web app's page of messages (CHAT_PAGE_SIZE), fetched on each event in `fetch` mode. */
const PAGE_SIZE = 50;

type Server = ServerProcess<ChatServerRequest, ChatServerReply>;

const startServer = (env: Record<string, string>): Promise<Server> =>
  startServerProcess<ChatServerRequest, ChatServerReply>('bench/chat-server.ts', env);

const stopServer = stopServerProcess;

/** One JSON request on a keep-alive agent; resolves with the status and the parsed body. */
function request(
  agent: http.Agent,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
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
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

interface Golfer {
  chat: number;
  position: number;
  chatId: string;
  userId: string;
  token: string;
  socket: WebSocket | null;
}

/** Per message id, the arrival time at each of the chat's sockets (0: not yet). */
type Arrivals = Map<string, Float64Array>;

interface Received {
  /** `chat.message.created` on `chat:{id}`: what the open conversation reacts to (the measured figure). */
  onChat: Arrivals;
  /** `chat.message.created` on `user:{id}`: what the chat list and unread dot react to. */
  onUser: Arrivals;
  /** In `fetch` mode: when the receiver's fetch of the newest page answered with the message in it. */
  visible: Arrivals;
  duplicates: number;
  notifications: number;
  resyncs: number;
  fetchErrors: number;
}

function mark(arrivals: Arrivals, messageId: string, position: number, at: number, received: Received) {
  let times = arrivals.get(messageId);
  if (!times) {
    times = new Float64Array(MEMBERS);
    arrivals.set(messageId, times);
  }
  if (times[position] === 0) times[position] = at;
  else received.duplicates += 1;
}

/**
 * Opens a golfer's socket, authenticates and subscribes to their chat's topic and their own, as the web app does
 * with the Messages screen open. In `fetch` mode each chat event is followed, as `useChatLive` does, by a fetch of
 * the newest page (`GET /api/chats/{id}/messages?limit=50`).
 */
function connect(
  port: number,
  golfer: Golfer,
  received: Received,
  fetchPage: ((golfer: Golfer, messageId: string) => void) | null,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME.path}`, { perMessageDeflate: false });
    const chatTopic = topicOf.chat(golfer.chatId);
    const userTopic = topicOf.user(golfer.userId);
    let subscribed = 0;
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
        const onChat = message.topic === chatTopic;
        for (const event of message.events) {
          if (event.name === 'notification.created') received.notifications += 1;
          if (event.name !== 'chat.message.created') continue;
          const { messageId } = event.data;
          mark(onChat ? received.onChat : received.onUser, messageId, golfer.position, at, received);
          if (onChat && fetchPage) fetchPage(golfer, messageId);
        }
      } else if (message.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', topic: chatTopic }));
        socket.send(JSON.stringify({ type: 'subscribe', topic: userTopic }));
      } else if (message.type === 'subscribed') {
        subscribed += 1;
        if (subscribed === 2) {
          clearTimeout(timer);
          golfer.socket = socket;
          resolve();
        }
      } else if (message.type === 'resync') {
        received.resyncs += 1;
      } else if (message.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`realtime error ${message.code}`));
      }
    });
  });
}

async function connectAll(
  port: number,
  golfers: Golfer[],
  received: Received,
  fetchPage: ((golfer: Golfer, messageId: string) => void) | null,
) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < golfers.length) {
      const golfer = golfers[next++]!;
      await connect(port, golfer, received, fetchPage).catch(() => {
        failed += 1;
      });
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return failed;
}

interface Sent {
  golfer: Golfer;
  sentAt: number;
  answeredAt: number;
  messageId: string | null;
  status: number;
}

/** An exponential gap: the time to a golfer's next message in a Poisson process of mean MEAN_GAP_MS. */
const gap = () => -Math.log(1 - Math.random()) * MEAN_GAP_MS;

/** Every golfer sends messages, Poisson, for RUN_SECONDS; returns the sends, once all have answered. */
async function chatter(server: Server, golfers: Golfer[], agent: http.Agent) {
  const sent: Sent[] = [];
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const started = performance.now();
  const stopAt = started + RUN_SECONDS * 1000;
  /** Set once the run is over and late sends were given up on: their answers no longer count. */
  let cut = false;
  let count = 0;
  for (const golfer of golfers) {
    function schedule() {
      const timer = setTimeout(() => {
        timers.delete(timer);
        sendOnce();
      }, gap());
      timers.add(timer);
    }
    function sendOnce() {
      if (performance.now() >= stopAt) return;
      count += 1;
      const entry: Sent = { golfer, sentAt: performance.now(), answeredAt: 0, messageId: null, status: 0 };
      sent.push(entry);
      const done = request(agent, server.port, 'POST', `/api/chats/${golfer.chatId}/messages`, golfer.token, {
        text: `Nice drive on ${(count % 18) + 1}, see you at the turn (${count})`,
      }).then(
        ({ status, body }) => {
          if (cut) return;
          entry.answeredAt = performance.now();
          entry.status = status;
          if (status === 201) entry.messageId = (body as { id: string }).id;
        },
        () => {
          if (!cut) entry.status = -1;
        },
      );
      pending.add(done);
      void done.finally(() => pending.delete(done));
      schedule();
    }
    schedule();
  }
  const samples: Extract<ChatServerReply, { type: 'stats' }>[] = [];
  while (performance.now() < stopAt) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    samples.push(await server.request({ type: 'stats' }));
  }
  for (const timer of timers) clearTimeout(timer);
  const answeredInRun = sent.filter((entry) => entry.answeredAt > 0 && entry.answeredAt < stopAt).length;
  await Promise.race([
    Promise.all([...pending]),
    new Promise((resolve) => setTimeout(resolve, PENDING_LIMIT_MS)),
  ]);
  cut = true;
  return { sent, started, samples, answeredInRun };
}

/** Latencies from send to each other member, over the sends answered 201; and how many arrivals are missing. */
function deliveries(sent: Sent[], arrivals: Arrivals, warmUpEnd: number, golfers: Golfer[]) {
  const latencies: number[] = [];
  let expected = 0;
  let received = 0;
  /** Missing arrivals at a socket that never subscribed (it failed to connect): not the server's loss. */
  let unconnected = 0;
  for (const entry of sent) {
    if (!entry.messageId) continue;
    const times = arrivals.get(entry.messageId);
    for (let position = 0; position < MEMBERS; position += 1) {
      if (position === entry.golfer.position) continue;
      expected += 1;
      const at = times?.[position] ?? 0;
      if (at === 0) {
        if (!golfers[entry.golfer.chat * MEMBERS + position]!.socket) unconnected += 1;
        continue;
      }
      received += 1;
      if (entry.sentAt >= warmUpEnd) latencies.push(at - entry.sentAt);
    }
  }
  return {
    sorted: Float64Array.from(latencies).sort(),
    expected,
    lost: expected - received - unconnected,
    unconnected,
  };
}

const summary = (sorted: Float64Array) =>
  `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}` +
  `  max ${ms(sorted[sorted.length - 1] ?? NaN)}`;

async function measure(server: Server, size: number, fetchMode: boolean): Promise<boolean> {
  const chats = Math.max(1, Math.round(size / MEMBERS));
  const setup = await server.request({ type: 'setup', chats, members: MEMBERS });
  const golfers: Golfer[] = setup.chats.flatMap((chat: SetupChat, index) =>
    chat.members.map((member, position) => ({
      chat: index,
      position,
      chatId: chat.chatId,
      ...member,
      socket: null,
    })),
  );
  console.log(
    `  ${server.kind}, ${golfers.length} golfers in ${chats} chats of ${MEMBERS}: created in ${(setup.millis / 1000).toFixed(1)} s`,
  );

  const received: Received = {
    onChat: new Map(),
    onUser: new Map(),
    visible: new Map(),
    duplicates: 0,
    notifications: 0,
    resyncs: 0,
    fetchErrors: 0,
  };
  // No limit on connections: every golfer's phone has its own.
  const agent = new http.Agent({ keepAlive: true });
  const fetchPage = fetchMode
    ? (golfer: Golfer, messageId: string) => {
        request(
          agent,
          server.port,
          'GET',
          `/api/chats/${golfer.chatId}/messages?limit=${PAGE_SIZE}`,
          golfer.token,
        ).then(
          ({ status, body }) => {
            const at = performance.now();
            if (status !== 200) {
              received.fetchErrors += 1;
              return;
            }
            const page = body as { messages: { id: string }[] };
            if (page.messages.some((message) => message.id === messageId))
              mark(received.visible, messageId, golfer.position, at, received);
          },
          () => {
            received.fetchErrors += 1;
          },
        );
      }
    : null;

  const idle = await server.request({ type: 'stats' });
  const connectStarted = performance.now();
  const failed = await connectAll(server.port, golfers, received, fetchPage);
  const connected = await server.request({ type: 'stats', resetEventLoop: true });
  console.log(
    `    ${golfers.length - failed} sockets authenticated and subscribed to chat:{id} and user:{id} in ` +
      `${((performance.now() - connectStarted) / 1000).toFixed(1)} s${failed ? ` (${failed} failed)` : ''};` +
      ` server RSS ${mb(idle.memory.rss)} before, ${mb(connected.memory.rss)} after`,
  );
  // Presence and chat events of the connections themselves are not part of the run.
  received.duplicates = 0;
  received.notifications = 0;

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const ownCpu = process.cpuUsage();
  const load = loadavg();
  const { sent, started, samples, answeredInRun } = await chatter(server, golfers, agent);
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  const ran = (performance.now() - started) / 1000;
  loop.disable();
  const ownCpuUsed = process.cpuUsage(ownCpu);
  const end = await server.request({ type: 'stats' });
  agent.destroy();

  let sendErrors = 0;
  let unanswered = 0;
  /** Failed sends by HTTP status (-1: the connection failed). */
  const statuses = new Map<number, number>();
  const answers: number[] = [];
  for (const entry of sent) {
    if (entry.status === 0) unanswered += 1;
    else if (entry.status !== 201) {
      sendErrors += 1;
      statuses.set(entry.status, (statuses.get(entry.status) ?? 0) + 1);
    } else answers.push(entry.answeredAt - entry.sentAt);
  }
  const answered = Float64Array.from(answers).sort();
  const warmUpEnd = started + WARM_UP_SECONDS * 1000;
  const chat = deliveries(sent, received.onChat, warmUpEnd, golfers);
  const user = deliveries(sent, received.onUser, warmUpEnd, golfers);
  const p99 = percentile(chat.sorted, 99);
  const peakRss = Math.max(...samples.map((sample) => sample.memory.rss), end.memory.rss);
  const peakHeap = Math.max(...samples.map((sample) => sample.memory.heapUsed), end.memory.heapUsed);
  const serverCpu =
    (end.cpu.user + end.cpu.system - connected.cpu.user - connected.cpu.system) /
    1000 /
    (end.uptimeMs - connected.uptimeMs);
  const clientCpu = (ownCpuUsed.user + ownCpuUsed.system) / 1000 / (ran * 1000);
  const pass =
    p99 < CHAT_P99_TARGET_MS && chat.lost === 0 && failed === 0 && sendErrors === 0 && unanswered === 0;
  const failures = statuses.size
    ? ` (${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')})`
    : '';
  console.log(`    load average ${load.map((value) => value.toFixed(2)).join(' ')} at the start of the run`);
  console.log(
    `    ${sent.length} messages sent in ${RUN_SECONDS} s (${(sent.length / RUN_SECONDS).toFixed(0)}/s, aim ${((golfers.length * 1000) / MEAN_GAP_MS).toFixed(0)}/s), ` +
      `${(answeredInRun / RUN_SECONDS).toFixed(0)}/s answered within the run; ${answers.length} sent (201), ${sendErrors} failed${failures}, ` +
      `${unanswered} unanswered ${PENDING_LIMIT_MS / 1000} s after the run; ` +
      `send answered p50 ${ms(percentile(answered, 50))} p99 ${ms(percentile(answered, 99))}`,
  );
  console.log(
    `    ${pass ? '✓' : '✗'} send → 3 other members on chat:{id}: ${summary(chat.sorted)}` +
      `  (${chat.sorted.length} deliveries after ${WARM_UP_SECONDS} s warm-up; target p99 < ${CHAT_P99_TARGET_MS} ms)`,
  );
  console.log(`      the same event on user:{id} (the chat list):  ${summary(user.sorted)}`);
  if (fetchMode) {
    const visible = deliveries(sent, received.visible, warmUpEnd, golfers);
    console.log(
      `      send → the message in the receiver's fetched newest page: ${summary(visible.sorted)};` +
        ` ${visible.lost} of ${visible.expected} never seen, ${received.fetchErrors} fetches failed`,
    );
  }
  console.log(
    `    lost events: chat:{id} ${chat.lost} of ${chat.expected} (${((100 * chat.lost) / Math.max(1, chat.expected)).toFixed(2)} %),` +
      ` user:{id} ${user.lost} of ${user.expected}, after a ${DRAIN_MS / 1000} s drain` +
      `${chat.unconnected ? ` (and ${chat.unconnected} not counted: to sockets that failed to connect)` : ''};` +
      ` duplicates ${received.duplicates};` +
      ` resyncs ${received.resyncs}; notification.created events ${received.notifications}`,
  );
  console.log(
    `    server: RSS ${mb(end.memory.rss)} (peak ${mb(peakRss)}), heap ${mb(end.memory.heapUsed)} (peak ${mb(peakHeap)}),` +
      ` CPU ${(serverCpu * 100).toFixed(0)} % of a core, event-loop delay p99 ${ms(end.eventLoop.p99)} max ${ms(end.eventLoop.max)};` +
      ` hub ${end.hub.authenticated} sockets, ${end.hub.topics} topics`,
  );
  // Per message stored by the server between the sockets' connection and the end (late ones included).
  const stored = end.messages - connected.messages;
  const perMessage =
    end.transactions !== null && connected.transactions !== null && stored > 0
      ? `${((end.transactions - connected.transactions) / stored).toFixed(1)}`
      : 'unknown';
  console.log(
    `    per message (${stored} stored): ${((serverCpu * (end.uptimeMs - connected.uptimeMs)) / Math.max(1, stored)).toFixed(1)} ms of server CPU,` +
      ` ${perMessage} database transactions (a statement outside a transaction counts one; the bench's stats queries included)`,
  );
  console.log(
    `    load generator (its own process): CPU ${(clientCpu * 100).toFixed(0)} % of a core,` +
      ` event-loop delay p99 ${ms(loop.percentile(99) / 1e6)} max ${ms(loop.max / 1e6)}` +
      `${clientCpu > 0.7 ? ' — near a full core: the load generator may be what limits the figures' : ''}`,
  );
  for (const golfer of golfers) golfer.socket?.terminate();
  return pass;
}

/** Runs the chat benchmark; resolves to whether every size met the latency and no-loss targets. */
export async function chatBench(args: string[]): Promise<boolean> {
  const which = args.find((arg) => ['pglite', 'postgres', 'both'].includes(arg)) ?? 'both';
  const fetchMode = args.includes('fetch');
  const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
  if (sizes.length === 0) sizes.push(2_000);
  console.log(
    `chat: ${sizes.join(', ')} golfers in chats of ${MEMBERS}, a message every ${MEAN_GAP_MS / 1000} s per golfer on average` +
      ` (Poisson) for ${RUN_SECONDS} s, ${which === 'both' ? 'PGlite and PostgreSQL' : which}` +
      `${fetchMode ? ', each event followed by the receiver’s fetch of the newest page' : ''}`,
  );
  let ok = true;
  if (which !== 'postgres') {
    for (const size of sizes) {
      const dir = mkdtempSync(join(tmpdir(), 'fairway-bench-chat-'));
      const server = await startServer({ DATA_DIR: join(dir, 'data') });
      try {
        ok = (await measure(server, size, fetchMode)) && ok;
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
          ok = (await measure(server, size, fetchMode)) && ok;
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
