// The server the chat benchmark measures, run as its own process (`node --import tsx bench/chat-server.ts`, forked
// with an IPC channel) so that the load generator does not share its event loop. It opens the database the
// environment names (PGlite in DATA_DIR, or DATABASE_URL), builds the real app (`buildApp`, every plugin), listens,
// and then answers the load generator's messages:
//
//   { type: 'setup', chats, members }  creates `members` golfers per chat and the chats; answers { type: 'setup', … }
//   { type: 'stats' }                  answers { type: 'stats', memory, cpu, eventLoop, hub } (of this process)
//
// Golfers are created through the app's own Better Auth instance (its internal adapter: a verified user and a
// session, no password hashing or mail round trip) and the onboarding repository, as in realtime-server.ts; the
// chats through the real route, `POST /api/chats`, by their first member.
import { createHmac } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { messages } from '../apps/server/src/db/schema/chat';
import { createOnboardingRepository } from '../apps/server/src/features/onboarding/onboarding.repository';

export interface ChatGolfer {
  userId: string;
  token: string;
}
export interface SetupChat {
  chatId: string;
  members: ChatGolfer[];
}
export type ChatServerReply =
  | { type: 'ready'; port: number; kind: string }
  | { type: 'setup'; chats: SetupChat[]; millis: number }
  | {
      type: 'stats';
      memory: NodeJS.MemoryUsage;
      cpu: NodeJS.CpuUsage;
      uptimeMs: number;
      eventLoop: { p50: number; p99: number; max: number };
      hub: { sockets: number; authenticated: number; topics: number };
      /** The database's committed and rolled-back transactions so far (a statement outside one counts as one). */
      transactions: number | null;
      /** Chat messages stored so far. */
      messages: number;
    };
export type ChatServerRequest =
  { type: 'setup'; chats: number; members: number } | { type: 'stats'; resetEventLoop?: boolean };

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
  RATE_LIMIT_PER_MINUTE: '100000000',
  WEB_DIST: '/nonexistent-fairway-web-dist',
});
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: false });
const profiles = createOnboardingRepository(database.db);

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let golfers = 0;

/** A verified golfer with a profile and a session, through the app's own Better Auth and onboarding repository. */
async function createGolfer(): Promise<ChatGolfer> {
  golfers += 1;
  const n = golfers;
  const context = await app.auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email: `bench-chatter-${n}-${process.pid}@example.test`,
      name: `Chatter ${n}`,
      emailVerified: true,
    },
    { method: 'email-password' },
  );
  await profiles.create({
    userId: user.id,
    username: `chat-${process.pid}-${n}`,
    firstName: 'Chatter',
    lastName: String(n),
    handicap: (n % 36) + 0.4,
  });
  const session = await context.internalAdapter.createSession(user.id);
  // A bearer token is the session token with its signature, as sign-in hands it out (unsigned ones are refused).
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return { userId: user.id, token: encodeURIComponent(`${session.token}.${signature}`) };
}

/** A group chat of `members` new golfers, started by the first through `POST /api/chats`. */
async function createChat(index: number, members: number): Promise<SetupChat> {
  const people: ChatGolfer[] = [];
  for (let i = 0; i < members; i += 1) people.push(await createGolfer());
  const response = await app.inject({
    method: 'POST',
    url: '/api/chats',
    headers: { authorization: `Bearer ${people[0]!.token}` },
    payload: { userIds: people.slice(1).map((person) => person.userId), name: `Foursome ${index + 1}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`chat not created: ${response.statusCode} ${response.body}`);
  return { chatId: response.json<{ id: string }>().id, members: people };
}

async function setup(count: number, members: number): Promise<SetupChat[]> {
  const chats = new Array<SetupChat>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      chats[index] = await createChat(index, members);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return chats;
}

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const reply = (message: ChatServerReply) => process.send?.(message);

/** PostgreSQL's (and PGlite's) own count of transactions, from its statistics; null when it keeps none. */
async function transactions(): Promise<number | null> {
  try {
    const result = await database.db.execute(
      sql`select (xact_commit + xact_rollback)::text as n from pg_stat_database where datname = current_database()`,
    );
    const rows = (result as { rows: { n: string }[] }).rows;
    return rows[0] ? Number(rows[0].n) : null;
  } catch {
    return null;
  }
}

process.on('message', (message: ChatServerRequest) => {
  if (message.type === 'setup') {
    const started = performance.now();
    setup(message.chats, message.members).then(
      (chats) => reply({ type: 'setup', chats, millis: performance.now() - started }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else {
    void Promise.all([transactions(), database.db.$count(messages)]).then(([count, stored]) => {
      reply({
        type: 'stats',
        memory: process.memoryUsage(),
        cpu: process.cpuUsage(),
        uptimeMs: performance.now(),
        eventLoop: {
          p50: loop.percentile(50) / 1e6,
          p99: loop.percentile(99) / 1e6,
          max: loop.max / 1e6,
        },
        hub: app.hub.stats(),
        transactions: count,
        messages: stored,
      });
      if (message.resetEventLoop) loop.reset();
    });
  }
});
reply({ type: 'ready', port, kind: database.kind });

const stop = () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);
