import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Comma-separated list, trimmed, empty entries dropped. */
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Every setting the server reads from its environment. Each has a default that needs nothing installed,
 * so `npm start` works on a fresh machine; production mode refuses the defaults that are only safe locally.
 */
/** A MapLibre style URL, or `off` (or empty) for none. */
const mapStyle = z
  .string()
  .refine(
    (value) => value === '' || value === 'off' || (/^https?:\/\//.test(value) && URL.canParse(value)),
    'must be an http(s) URL of a MapLibre style, or off',
  )
  .optional();

/**
 * The club and hole maps' style when MAP_STYLE_URL is not set: OpenFreeMap's keyless OpenStreetMap vector style
 * (README "Maps"). Not in tests, which run with no network: the maps draw their built-in basemap there.
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().default('false'),
  CORS_ORIGINS: list.default([]),
  DEMO_DATA: boolean.optional(),
  WEB_DIST: z.string().optional(),
  MAP_STYLE_URL: mapStyle,
  SATELLITE_STYLE_URL: mapStyle,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT: boolean.default(true),
  ADMIN_EMAILS: list.default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Fairway <no-reply@fairway.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_DISCOVERY_URL: z.url().default('https://appleid.apple.com/.well-known/openid-configuration'),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  /** The .p8 key's PEM text (newlines may be written as \n). */
  APPLE_PRIVATE_KEY: z.string().optional(),
  /** Signs the server's own upload URLs (local disk); made once into the data dir when not set. */
  MEDIA_UPLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** An S3-compatible bucket for media (README "Media storage"); local disk when S3_BUCKET is not set. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.optional(),
  /** Web Push (VAPID) keys, base64url; both or neither (then generated once into DATA_DIR/vapid.json). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who runs this server, for push services: a mailto: or https: URL (default: PUBLIC_URL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** Seconds a notification waits before it is pushed (a golfer who sees it live gets no push). */
  PUSH_DELAY_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  /** Run the push job's worker in this process (default on, off in tests that do not ask for it). */
  PUSH_WORKER: boolean.optional(),
  /**
   * Journeys only (NODE_ENV=test): accept browser subscriptions on 127.0.0.1 over http, where a journey's recording
   * push service stands in for the browser's (unreachable offline). Refused in any other environment.
   */
  PUSH_TEST_LOOPBACK: boolean.default(false),
  /** Android pushes through Firebase Cloud Messaging: the project and its service account's JSON. Off when unset. */
  FCM_PROJECT_ID: z.string().optional(),
  FCM_SERVICE_ACCOUNT_JSON: z.string().optional(),
  /** iOS pushes through APNs with a token key (.p8). Off when unset. */
  APNS_TEAM_ID: z.string().optional(),
  APNS_KEY_ID: z.string().optional(),
  APNS_PRIVATE_KEY: z.string().optional(),
  APNS_BUNDLE_ID: z.string().optional(),
  APNS_PRODUCTION: boolean.default(true),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: string;
  authSecret: string;
  trustProxy: boolean | string | number;
  corsOrigins: string[];
  /**
   * Every browser origin Fairway answers: PUBLIC_URL's, the native shells', CORS_ORIGINS (and outside production
   * {@link DEVELOPMENT_ORIGINS}). CORS, the realtime socket's Origin check and the redirects after a
   * verification or a password reset accept these and no other.
   */
  allowedOrigins: string[];
  demoData: boolean;
  webDist: string;
  /** The maps' styles, sent to clients by `GET /api/config`; null: the built-in basemap (no network). */
  maps: { styleUrl: string | null; satelliteStyleUrl: string | null };
  bodyLimitBytes: number;
  /** Media storage: local disk under the data dir (uploads signed with `uploadSecret`), or an S3 bucket. */
  media: {
    uploadSecret: string;
    s3: {
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    } | null;
  };
  rateLimitPerMinute: number;
  /** Per-address limits on sign-in, sign-up and reset (tests that create many users turn them off). */
  authRateLimit: boolean;
  /** Users signing up with these addresses get the admin role. */
  adminEmails: string[];
  mail: { smtpUrl: string | undefined; from: string };
  /** OpenID Connect providers; a provider without a client id is off and its button hidden. */
  oidc: Partial<
    Record<
      'google' | 'apple',
      {
        clientId: string;
        clientSecret: string;
        discoveryUrl: string;
        /** Apple: sign a fresh client secret per exchange instead of a long-lived APPLE_CLIENT_SECRET. */
        appleSigningKey?: { teamId: string; keyId: string; privateKey: string };
      }
    >
  >;
  /** Push notifications: Web Push always (VAPID), FCM and APNs only when configured. */
  push: {
    vapid: { publicKey: string; privateKey: string; subject: string };
    delaySeconds: number;
    worker: boolean;
    /** Journeys only: push endpoints on loopback over http are accepted (PUSH_TEST_LOOPBACK). */
    allowLoopback: boolean;
    fcm: { projectId: string; serviceAccountJson: string } | null;
    apns: { teamId: string; keyId: string; privateKey: string; bundleId: string; production: boolean } | null;
  };
};

/** Origins of the Capacitor shells (iOS, Android), always allowed in addition to PUBLIC_URL and CORS_ORIGINS. */
export const NATIVE_ORIGINS = ['capacitor://localhost', 'https://localhost'];

/**
 * Allowed outside production only: an Android shell served over plain http while developing. In production any
 * page on the visitor's own machine could claim it, so it is not a Fairway shell there.
 */
export const DEVELOPMENT_ORIGINS = ['http://localhost'];

export class ConfigError extends Error {}

/**
 * Reads and validates the environment. Throws a {@link ConfigError} listing every bad variable with the
 * reason, so a misconfigured server stops at start with a message instead of failing later.
 */
/** A style setting: unset gives the default, `off` or empty none. */
function styleUrlOf(value: string | undefined, unset: string | null): string | null {
  if (value === undefined) return unset;
  return value === 'off' || value === '' ? null : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const appleKeyParts = [e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY].filter(Boolean).length;
  if (appleKeyParts > 0 && appleKeyParts < 3) {
    throw new ConfigError(
      'Invalid configuration:\n  APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: set all three (or none, with APPLE_CLIENT_SECRET)',
    );
  }
  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required in production (32+ random characters)',
    );
  }
  if (isProduction && !e.SMTP_URL) {
    // Without it account mails would go to the local mailbox table, which production does not serve: sign-up
    // and reset would seem to work and never reach anyone.
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (smtp:// or smtps://), or no account mail is ever sent',
    );
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir, 'auth-secret'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS,
    allowedOrigins: [
      ...new Set([
        new URL(publicUrl).origin,
        ...NATIVE_ORIGINS,
        ...(isProduction ? [] : DEVELOPMENT_ORIGINS),
        ...e.CORS_ORIGINS,
      ]),
    ],
    demoData: e.DEMO_DATA ?? e.NODE_ENV === 'development',
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    maps: {
      styleUrl: styleUrlOf(e.MAP_STYLE_URL, e.NODE_ENV === 'test' ? null : DEFAULT_MAP_STYLE_URL),
      satelliteStyleUrl: styleUrlOf(e.SATELLITE_STYLE_URL, null),
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    media: {
      uploadSecret: e.MEDIA_UPLOAD_SECRET ?? localSecret(dataDir, 'media-upload-secret'),
      s3:
        e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              // Without an endpoint: AWS itself, whose newer buckets answer only virtual-host URLs.
              endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            }
          : null,
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimit: e.AUTH_RATE_LIMIT,
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    oidc: {
      ...(e.GOOGLE_CLIENT_ID
        ? {
            google: {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET ?? '',
              discoveryUrl: e.GOOGLE_DISCOVERY_URL,
            },
          }
        : {}),
      ...(e.APPLE_CLIENT_ID
        ? {
            apple: {
              clientId: e.APPLE_CLIENT_ID,
              clientSecret: e.APPLE_CLIENT_SECRET ?? '',
              discoveryUrl: e.APPLE_DISCOVERY_URL,
              ...(e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
                ? {
                    appleSigningKey: {
                      teamId: e.APPLE_TEAM_ID,
                      keyId: e.APPLE_KEY_ID,
                      privateKey: e.APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
                    },
                  }
                : {}),
            },
          }
        : {}),
    },
    push: pushConfig(e, dataDir, publicUrl),
  };
}

/** Web Push keys from the environment, else the ones kept in the data dir (made on first start). */
function pushConfig(e: z.infer<typeof EnvSchema>, dataDir: string, publicUrl: string): Config['push'] {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (or neither)',
    );
  const apnsParts = [e.APNS_TEAM_ID, e.APNS_KEY_ID, e.APNS_PRIVATE_KEY, e.APNS_BUNDLE_ID].filter(
    Boolean,
  ).length;
  if (apnsParts > 0 && apnsParts < 4)
    throw new ConfigError(
      'Invalid configuration:\n  APNS_TEAM_ID, APNS_KEY_ID, APNS_PRIVATE_KEY, APNS_BUNDLE_ID: set all four (or none)',
    );
  if (Boolean(e.FCM_PROJECT_ID) !== Boolean(e.FCM_SERVICE_ACCOUNT_JSON))
    throw new ConfigError(
      'Invalid configuration:\n  FCM_PROJECT_ID, FCM_SERVICE_ACCOUNT_JSON: set both (or neither)',
    );
  if (e.PUSH_TEST_LOOPBACK && e.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration:\n  PUSH_TEST_LOOPBACK: only with NODE_ENV=test');
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : localVapidKeys(dataDir);
  return {
    vapid: {
      ...keys,
      subject:
        e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@fairway.local'),
    },
    delaySeconds: e.PUSH_DELAY_SECONDS,
    worker: e.PUSH_WORKER ?? e.NODE_ENV !== 'test',
    allowLoopback: e.PUSH_TEST_LOOPBACK,
    fcm:
      e.FCM_PROJECT_ID && e.FCM_SERVICE_ACCOUNT_JSON
        ? { projectId: e.FCM_PROJECT_ID, serviceAccountJson: e.FCM_SERVICE_ACCOUNT_JSON }
        : null,
    apns:
      e.APNS_TEAM_ID && e.APNS_KEY_ID && e.APNS_PRIVATE_KEY && e.APNS_BUNDLE_ID
        ? {
            teamId: e.APNS_TEAM_ID,
            keyId: e.APNS_KEY_ID,
            privateKey: e.APNS_PRIVATE_KEY.replaceAll('\\n', '\n'),
            bundleId: e.APNS_BUNDLE_ID,
            production: e.APNS_PRODUCTION,
          }
        : null,
  };
}

/**
 * Web Push keys kept in the data dir: made once (a P-256 key pair), so subscriptions stay valid across restarts
 * without anyone configuring keys. Several instances must share them: set VAPID_* there.
 */
function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString(
      'base64url',
    ),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * TRUST_PROXY: `false` (default: the socket address is the client), `true` (trust every proxy), a hop count,
 * or a comma list of trusted proxy addresses/CIDRs, as Fastify's `trustProxy` accepts.
 */
function parseTrustProxy(value: string): boolean | string | number {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Outside production, a random secret is made once and kept in the data dir, so sessions survive restarts
 * without anyone writing a secret into the repository.
 */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
