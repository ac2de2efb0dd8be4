import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { username } from 'better-auth/plugins/username';
import { NATIVE_ORIGINS } from '../config';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';

/**
 * The header through which the server tells Better Auth the client's address. Fastify resolves the address
 * (honouring TRUST_PROXY) and the auth route overwrites this header on every request, so a client can never
 * choose its own rate-limit bucket, and no two clients fall into one shared "unknown address" bucket.
 */
export const CLIENT_IP_HEADER = 'x-fairway-client-ip';

/** Builds the Better Auth instance on Fairway's database. */
export function createAuth(config: Config, db: Db) {
  return betterAuth({
    appName: 'Fairway',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...NATIVE_ORIGINS, ...config.corsOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    plugins: [bearer(), username({ minUsernameLength: 2, maxUsernameLength: 32 })],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Resolves a bearer token to its user, or null when there is no valid session. */
export async function verifyBearer(auth: Auth, token: string): Promise<{ userId: string } | null> {
  const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
  return session ? { userId: session.user.id } : null;
}
