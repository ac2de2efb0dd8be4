// The server the clubs benchmark measures, run as its own process (`node --import tsx bench/clubs-server.ts`) so
// that the load generator does not share its event loop. It opens the database the environment names (PGlite in
// DATA_DIR, or DATABASE_URL), loads the committed club data set, tops it up with synthetic clubs to BENCH_CLUBS,
// builds the real app, adds a bare route that does the API's nearest-clubs work straight on the repository, signs
// a user in, and prints one JSON line: { port, token, clubs }.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { clubs as clubsTable, users } from '../apps/server/src/db/schema';
import { createClubsImportRepository } from '../apps/server/src/features/clubs/import/repository';
import { createClubsRepository } from '../apps/server/src/features/clubs/clubs.repository';
import { applyDataSet } from '../apps/server/src/features/clubs/import/apply';
import { readDataSetFile, SEED_DATA_FILE } from '../apps/server/src/features/clubs/import/files';
import { loadSeedData } from '../apps/server/src/features/clubs/seed';
import { topUp } from './clubs-data';

const target = Number(process.env.BENCH_CLUBS ?? 40_000);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
  RATE_LIMIT_PER_MINUTE: '100000000',
  WEB_DIST: '/nonexistent-fairway-web-dist',
});
const database = await openDatabase(config);
const log = { info: (message: string) => console.error(message) };
await loadSeedData(database, log);
const real = await readDataSetFile(SEED_DATA_FILE);
const started = performance.now();
const importer = createClubsImportRepository(database.db);
const synthetic = await applyDataSet(importer, topUp(real, target));
await importer.optimize();
console.error(
  `synthetic top-up: ${synthetic.inserted} inserted in ${Math.round(performance.now() - started)} ms`,
);
const total = await database.db.$count(clubsTable);

const app = await buildApp({ config, database, logger: false });

// The bare route: the API's own work for `GET /golf-clubs?latitude&longitude` (limit 20, 50 km, nearest first), the
// repository's `list` called straight (the page and count from the club catalogue, the viewer's favorites among them
// from the database), with no session check, validation, service, mapping or response schema.
const bareRepository = createClubsRepository(database.db);
let viewerId = '';
async function bareNearest(request: FastifyRequest) {
  const query = request.query as { latitude?: string; longitude?: string };
  const location = { lat: Number(query.latitude), lng: Number(query.longitude) };
  const { rows, total } = await bareRepository.list(
    { location, radiusMeters: 50_000 },
    'distance',
    { limit: 20, offset: 0 },
    viewerId,
  );
  return { clubs: rows, total };
}
app.get('/bench/bare-nearest', bareNearest);
// The same, behind the app's session check: what the clubs feature itself adds is API / this.
app.get('/bench/bare-nearest-signed-in', { onRequest: app.authenticate }, bareNearest);

// The floor of a request on this machine: the same app (its hooks: security headers, CORS, rate limit) with no
// session check and no database, answering `{}`.
app.get('/bench/empty', () => ({}));

// The server's own time for each request (Fastify's `elapsedTime`: from the request's arrival to the answer's last
// byte written), for the client to tell it from the time its requests spend between processes on this machine.
// `GET /bench/server-times` answers the times (ms) since the previous call, and starts again.
let serverTimes: number[] = [];
app.addHook('onResponse', (request, reply, done) => {
  if (request.url !== '/bench/server-times') serverTimes.push(reply.elapsedTime);
  done();
});
app.get('/bench/server-times', () => {
  const times = serverTimes;
  serverTimes = [];
  return times;
});

// A signed-in user, as the web app would be.
const email = `bench-${Date.now()}@example.test`;
const password = 'Fairway#Birdie42';
const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  payload: { email, password, name: 'Bench' },
});
if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  payload: { email, password },
});
const token = signIn.headers['set-auth-token'];
if (signIn.statusCode !== 200 || typeof token !== 'string')
  throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
viewerId = signIn.json<{ user: { id: string } }>().user.id;

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ port, token, clubs: total, kind: database.kind }));

const stop = () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
