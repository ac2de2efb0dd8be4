import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { clubsFeature } from './features/clubs/clubs.plugin';
import { createHealthService } from './features/health/health.service';
import { healthRoutes } from './features/health/health.routes';
import { AppError, errorHandler, notFoundBody, shuttingDownBody } from './http/errors';
import { addSecurityHeaders } from './http/security-headers';
import { withRedactedRequests } from './http/request-log';
import { serveWebApp } from './http/web-app';
import { createBus } from './realtime/bus';
import type { Bus } from './realtime/bus';
import { createHub } from './realtime/hub';
import type { Hub } from './realtime/hub';
import { realtimeRoutes } from './realtime/realtime.routes';
import { VERSION } from './version';
import { syncAdminRoles } from './auth/admins';
import { createAuth, verifyBearer } from './auth/auth';
import type { Auth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { authenticate } from './auth/actor';
import { createSessionCache } from './auth/session-cache';
import type { SessionCache } from './auth/session-cache';
import { createSignInThrottle } from './auth/throttle';
import { configRoutes } from './features/config/config.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { createOnboardingRepository } from './features/onboarding/onboarding.repository';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { createOnboardingService } from './features/onboarding/onboarding.service';
import { createProfilesRepository } from './features/profiles/profiles.repository';
import { profilesRoutes } from './features/profiles/profiles.routes';
import { createProfilesService } from './features/profiles/profiles.service';
import { createMailer } from './mail/mailer';
import { mediaApiRoutes, mediaFileRoutes } from './media/media.routes';
import { createStorage } from './media/create-storage';
import { keyOfUrl } from './media/storage';
import { createUploadsRepository } from './media/uploads.repository';
import { createUploadsService } from './media/uploads.service';
import { createGamesRepository } from './features/games/games.repository';
import { gamesRoutes } from './features/games/games.routes';
import { resultsRoutes } from './features/results/results.routes';
import { scoresRoutes } from './features/scores/scores.routes';
import { createGamesService } from './features/games/games.service';
import { createGuestsService } from './features/games/guests.service';
import { createHandicapRepository } from './features/results/handicap.repository';
import { createHandicapService } from './features/results/handicap.service';
import { createResultsService } from './features/results/results.service';
import { createScoresService } from './features/scores/scores.service';
import { createStatsRepository } from './features/stats/stats.repository';
import { statsRoutes } from './features/stats/stats.routes';
import { createStatsService } from './features/stats/stats.service';
import { createBagRepository } from './features/bag/bag.repository';
import { bagRoutes } from './features/bag/bag.routes';
import { createBagService } from './features/bag/bag.service';
import { createSessionsRepository } from './features/settings/sessions.repository';
import { createSessionsService } from './features/settings/sessions.service';
import { settingsRoutes } from './features/settings/settings.routes';
import { createSettingsService } from './features/settings/settings.service';
import { createAchievementsRepository } from './features/achievements/achievements.repository';
import { achievementsRoutes } from './features/achievements/achievements.routes';
import { createAchievementsService } from './features/achievements/achievements.service';
import { createFriendsRepository, createFriendsService, friendsRoutes } from './features/friends';
import { createPostsRepository, createPostsService, postsRoutes } from './features/posts';
import {
  createNotificationsRepository,
  createNotificationsService,
  notificationsRoutes,
} from './features/notifications';
import { createSettingsRepository } from './features/settings';
import { createSitesService, sitesRoutes } from './features/sites';
import type { SitesOptions } from './features/sites';
import {
  createPushQueue,
  createPushRepository,
  createPushService,
  createWebPushSender,
  nativeSendersFrom,
  pushRoutes,
} from './features/push';
import type { PushInput, PushService } from './features/push';
import { chatRoutes, createChatRepository, createChatService } from './features/chat';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Realtime timings; tests shorten them. */
  realtime?: { authTimeoutMs?: number; heartbeatMs?: number };
  /** Upload chunk size; tests shrink it to send a video in several chunks. */
  media?: { chunkBytes?: number };
  /** How long a verified bearer token is believed (30 s by default, 0 turns the cache off); tests shorten it. */
  sessionCache?: { ttlMs?: number };
  /** Link previews' resolver and limits; tests let them reach their local server on loopback. */
  sites?: SitesOptions;
  /**
   * Push: whether the notifications feature saw a notification (the push job skips seen ones; all unseen by
   * default), and for tests a recording push service on loopback and a faster queue.
   */
  push?: {
    isUnseen?: (notificationId: string) => Promise<boolean>;
    allowLoopback?: boolean;
    pollingIntervalSeconds?: number;
    /** FCM's and APNs's origins: local stand-ins in tests (Google's and Apple's by default). */
    nativeOrigins?: { fcm?: string; apns?: string };
  };
}

export type App = FastifyInstance & {
  bus: Bus;
  hub: Hub;
  auth: Auth;
  sessionCache: SessionCache;
  db: Database['db'];
  /** Push notifications: the notifications feature calls `push.enqueue` for each notification. */
  push: PushService;
};

/**
 * Builds the whole server: security headers, CORS, rate limits, the API under /api with its OpenAPI
 * reference at /api/docs, the realtime socket, and the web app. Nothing listens until the caller does.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    // Request URLs are logged with their tokens (verification and reset links) redacted.
    logger: withRedactedRequests(deps.logger ?? { level: config.logLevel }),
    // A hop count is valid for Fastify at run time; its types list only the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: config.bodyLimitBytes,
    forceCloseConnections: 'idle',
    // Requests arriving during shutdown get our own 503 (below): Fastify's would not be in the error shape.
    return503OnClosing: false,
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's refusals (a broken escape, a path parameter too long) leave in the error shape too.
    frameworkErrors: (error, request, reply) => {
      void errorHandler(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // Shutting down: the listener is closed (new connections are refused) and requests in flight finish; a further
  // request on a connection that is still open is answered 503 and the connection closed.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Serialized here: the route's response schema (health's 503, say) does not describe this body.
    return reply
      .status(503)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(shuttingDownBody());
  });

  const storage = createStorage(config);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    db: database.db,
    log: app.log,
  });
  const bus = await createBus(database, app.log);
  const sessionCache = createSessionCache({ bus, log: app.log, ...deps.sessionCache });
  const auth = createAuth(config, database.db, mailer, (revocation) => sessionCache.revoke(revocation));
  const admins = await syncAdminRoles(database.db, config.adminEmails, (revocation) =>
    sessionCache.revoke(revocation),
  );
  if (admins.granted.length || admins.removed.length)
    app.log.info(
      { granted: admins.granted.length, removed: admins.removed.length },
      'admin roles updated to follow ADMIN_EMAILS',
    );
  const chatRepository = createChatRepository(database.db);
  const profiles = createProfilesService(createProfilesRepository(database.db), {
    seesPresence: (viewerId, userId) => chatRepository.seesPresence(viewerId, userId),
  });
  const gamesRepository = createGamesRepository(database.db);
  const hub = createHub({
    bus,
    verifySession: (token) => verifyBearer(auth, token),
    onPresence: (userId, online, at) => profiles.setPresence(userId, online, at),
    presenceAudience: (userId) => chatRepository.presenceAudience(userId),
    log: app.log,
    ...deps.realtime,
  });
  const stats = createStatsService({ repository: createStatsRepository(database.db) });
  // finished rounds from before the statistics summaries get theirs (nothing to do on later starts)
  const backfilled = await stats.backfill();
  if (backfilled > 0)
    app.log.info({ rounds: backfilled }, 'statistics summaries written for finished rounds');
  const handicap = createHandicapService({
    repository: createHandicapRepository(database.db),
    games: gamesRepository,
  });
  // A finished round's records follow it wherever they are synced: its handicap records and its statistics summaries.
  const roundRecords: typeof handicap = {
    ...handicap,
    async syncGame(gameId) {
      await handicap.syncGame(gameId);
      await stats.syncRounds([gameId]);
    },
  };
  const settingsRepository = createSettingsRepository(database.db);
  // a recording push service on loopback: the API tests' (deps) or a journey's (PUSH_TEST_LOOPBACK)
  const allowLoopbackPush = deps.push?.allowLoopback === true || config.push.allowLoopback;
  const push = createPushService({
    repository: createPushRepository(database.db),
    queue: createPushQueue<PushInput>(database, app.log, {
      ...(deps.push?.pollingIntervalSeconds
        ? { pollingIntervalSeconds: deps.push.pollingIntervalSeconds }
        : {}),
    }),
    sendWebPush: createWebPushSender({
      vapid: config.push.vapid,
      ...(allowLoopbackPush ? { allowLoopback: true } : {}),
    }),
    nativeSenders: nativeSendersFrom(config.push, deps.push?.nativeOrigins),
    settingsOf: (userId) => settingsRepository.notificationsOf(userId),
    // A notification the golfer saw live (read) is not pushed.
    isUnseen: deps.push?.isUnseen ?? ((notificationId) => notifications.isUnseen(notificationId)),
    vapidPublicKey: config.push.vapid.publicKey,
    delaySeconds: config.push.delaySeconds,
    ...(allowLoopbackPush ? { allowLoopback: true } : {}),
    log: app.log,
  });
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(database.db),
    hub,
    settingsOf: (userId) => settingsRepository.notificationsOf(userId),
    push,
    log: app.log,
  });
  const friends = createFriendsService({
    repository: createFriendsRepository(database.db),
    notify: notifications.notify,
    settleDeclined: notifications.settleDeclined,
  });
  const games = createGamesService({
    repository: gamesRepository,
    hub,
    handicap: roundRecords,
    notify: notifications.notify,
  });
  hub.authorize('game', (userId, id) => (id ? games.canFollow(userId, id) : Promise.resolve(false)));
  app.decorate('push', push);
  const chat = createChatService({ repository: chatRepository, hub, notify: notifications.notify });
  hub.authorize('chat', (userId, id) => (id ? chat.canFollow(userId, id) : Promise.resolve(false)));
  app.decorate('bus', bus);
  app.decorate('hub', hub);
  app.decorate('auth', auth);
  app.decorate('sessionCache', sessionCache);
  app.decorate('db', database.db);
  app.decorateRequest('actor', null);
  app.decorate('authenticate', authenticate(auth, sessionCache));
  app.addHook('onClose', async () => {
    await push.stop();
    sessionCache.close();
    await hub.close();
    await bus.close();
  });

  // Answers of 1 KB or more in a compressible type (JSON, text, HTML) are compressed when the client accepts it;
  // registered before every route, as it hooks each route when added. The web app's static files come compressed
  // from the build (web-app.ts) and pass through; the realtime socket's upgrade is not a reply, so never touched.
  // Request bodies are read as they come, as before (no inflating of compressed bodies).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  const web = await serveWebApp(app, config.webDist);

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...web.inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // Served over plain http on a laptop; production sits behind TLS.
    strictTransportSecurity: config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCors, {
    origin: config.allowedOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: {
        code: 'rate_limited',
        message: `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`,
      },
    }),
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Fairway API',
        version: VERSION,
        description:
          'The public API of Fairway. Authenticate with `Authorization: Bearer <token>` (see docs/api.md). ' +
          'Errors always have the shape `{ "error": { "code", "message", "field"? } }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    uiConfig: { deepLinking: true, persistAuthorization: true },
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        auth,
        db: database.db,
        mailer,
        throttle: createSignInThrottle(database.db),
        publicUrl: config.publicUrl,
      });
      await api.register(healthRoutes, { health: createHealthService(database) });
      await api.register(clubsFeature, { database });
      await api.register(configRoutes, { config, mailer });
      await api.register(onboardingRoutes, {
        onboarding: createOnboardingService(createOnboardingRepository(database.db)),
      });
      await api.register(profilesRoutes, { profiles });
      await api.register(mediaApiRoutes, {
        storage,
        uploads: createUploadsService({
          repository: createUploadsRepository(database.db),
          storage,
          ...(deps.media?.chunkBytes ? { chunkBytes: deps.media.chunkBytes } : {}),
        }),
      });
      await api.register(gamesRoutes, { games, guests: createGuestsService(gamesRepository) });
      await api.register(scoresRoutes, {
        scores: createScoresService({ repository: gamesRepository, hub, handicap: roundRecords, bus }),
      });
      const results = createResultsService({ repository: gamesRepository, hub });
      await api.register(resultsRoutes, { results, handicap });
      await api.register(statsRoutes, { stats });
      await api.register(bagRoutes, {
        bag: createBagService({ repository: createBagRepository(database.db) }),
      });
      const sessionsRepository = createSessionsRepository(database.db);
      await api.register(settingsRoutes, {
        sessions: createSessionsService({ auth, repository: sessionsRepository }),
        settings: createSettingsService({
          repository: settingsRepository,
          sessions: sessionsRepository,
          configuredProviders: (['google', 'apple'] as const).filter((id) => Boolean(config.oidc[id])),
          revoke: (revocation) => sessionCache.revoke(revocation),
          deleteMedia: async (url) => {
            const key = keyOfUrl(url);
            if (key) await storage.remove(key);
          },
        }),
      });
      await api.register(achievementsRoutes, {
        achievements: createAchievementsService({ repository: createAchievementsRepository(database.db) }),
      });
      await api.register(postsRoutes, {
        posts: createPostsService({
          repository: createPostsRepository(database.db),
          storage,
          notify: notifications.notify,
          rounds: {
            async round(gameId, userId) {
              const game = await gamesRepository.findGame(gameId);
              if (!game) return null;
              const status = await gamesRepository.statusIn(gameId, userId);
              return {
                status: game.status,
                courseId: game.courseId,
                isPlayer: status !== null && status !== 'invited',
              };
            },
            // the post's author is a player of the round: their result is read as they would read it
            result: (gameId, userId) =>
              results.results({ userId, role: 'user', sessionId: '' }, gameId).catch((error: unknown) => {
                // a round or course gone (404) or a golfer no longer in it (403) shares nothing
                if (error instanceof AppError) return null;
                throw error;
              }),
          },
        }),
      });
      await api.register(friendsRoutes, { friends });
      await api.register(notificationsRoutes, { notifications, answerers: { friends, games } });
      await api.register(sitesRoutes, { sites: createSitesService(deps.sites) });
      await api.register(pushRoutes, { push });
      await api.register(chatRoutes, { chat });
      await api.register(realtimeRoutes, {
        hub,
        allowedOrigins: config.allowedOrigins,
        allowOwnHost: !config.isProduction,
      });
    },
    { prefix: '/api' },
  );

  await app.register(mediaFileRoutes, { storage });

  if (!config.isProduction && mailer.kind === 'mailbox') {
    await app.register(devMailboxRoutes, { db: database.db });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && request.method === 'GET' && app.webIndexHtml) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(app.webIndexHtml);
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });

  // The push job runs where a worker is wanted (every server by default; tests ask for it).
  if (config.push.worker) app.addHook('onReady', () => push.startWorker());

  return app as unknown as App;
}
