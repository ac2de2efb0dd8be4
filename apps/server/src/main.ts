import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DEMO_ACCOUNT, loadDemoData } from './demo/demo-data';
import { loadSeedData } from './features/clubs/seed';

/**
 * Starts one Fairway server: validated configuration, the database with its migrations applied, the API,
 * realtime and the web app on one port. SIGTERM and SIGINT finish the requests in flight, then stop.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const databaseMs = Math.round(performance.now() - startedAt);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });
  // Before listening: on PGlite the data set loads in one transaction that would hold up every request anyway.
  // A start whose data set is already loaded skips it after hashing the file (see loadSeedData).
  const seedStartedAt = performance.now();
  await loadSeedData(database, app.log);
  const seedMs = Math.round(performance.now() - seedStartedAt);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const where =
    database.kind === 'pglite'
      ? `PGlite in ${config.database.kind === 'pglite' ? config.database.dir : ''}`
      : 'PostgreSQL';
  app.log.info(
    `Fairway is ready on ${config.publicUrl} (${where}, ${config.env}) in ${Math.round(performance.now() - startedAt)} ms ` +
      `(database opened and migrated in ${databaseMs} ms, club data set in ${seedMs} ms)`,
  );
  if (config.demoData) {
    // After listening: the server is usable at once, and the demo golfer appears a few seconds later.
    await loadDemoData(app, app.log);
    console.log(
      `\n  Fairway is running at ${config.publicUrl}\n  Demo golfer: ${DEMO_ACCOUNT.email} (or ${DEMO_ACCOUNT.username}) / ${DEMO_ACCOUNT.password}\n` +
        (config.isProduction ? '' : `  Mails land in ${config.publicUrl}/dev/mailbox\n`),
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
