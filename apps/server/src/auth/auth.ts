import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { username } from 'better-auth/plugins/username';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import type { SessionRevocation } from '../realtime/bus';
import { socialProviderConfigs } from './social';
import { createAccountMailLimit } from './throttle';

/**
 * The header through which the server tells Better Auth the client's address. Fastify resolves the address
 * (honouring TRUST_PROXY) and the auth route overwrites this header on every request, so a client can never
 * choose its own rate-limit bucket, and no two clients fall into one shared "unknown address" bucket.
 */
export const CLIENT_IP_HEADER = 'x-fairway-client-ip';

/** Sign-in, sign-up and reset attempts allowed per client address per minute. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': 10,
  '/sign-in/username': 10,
  '/sign-up/email': 5,
  '/request-password-reset': 5,
  '/reset-password': 10,
  '/send-verification-email': 5,
  '/change-password': 10,
} as const;

/**
 * Builds the Better Auth instance on Fairway's database. `revoke` hears of every session Better Auth deletes
 * (sign-out, a session ended from another, a password change ending the others, a reset, an expired session
 * cleaned up, a deleted user) and of every user it changes, so cached sessions can be dropped everywhere.
 */
export function createAuth(
  config: Config,
  db: Db,
  mailer: Mailer,
  revoke: (revocation: SessionRevocation) => Promise<void> = async () => undefined,
) {
  const link = (path: string) => `${config.publicUrl}${path}`;
  // Google and Apple (OpenID Connect): scopes, PKCE, Apple's form_post, verified identity (social.ts).
  const oidcProviders = socialProviderConfigs(config.oidc);
  // Verification mails count per address whichever request sends them: sign-up, a sign-in before verifying, a resend.
  const verificationMails = createAccountMailLimit(db);

  return betterAuth({
    appName: 'Fairway',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // Where a verification or reset may send the browser back to, and who may call with cookies (config.ts).
    trustedOrigins: config.allowedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        const mail = renderMail('resetPassword', (user as { locale?: string }).locale, url);
        await mailer.send({ to: user.email, ...mail });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        // Past the hour's allowance the request is answered as usual and no mail leaves (no flood, no tell).
        if (!(await verificationMails.allow(`verify-mail:${user.email.toLowerCase()}`))) return;
        const mail = renderMail('verifyEmail', (user as { locale?: string }).locale, url);
        await mailer.send({ to: user.email, ...mail });
      },
    },
    account: {
      // A social sign-in whose verified address belongs to an existing account joins that account, but only
      // when that account's address is verified too; unverified provider addresses sign no one in (social.ts).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const role = config.adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'user';
            return { data: { ...user, role } };
          },
        },
        // A changed user (its role, say) is verified afresh; a deleted one is forgotten.
        update: {
          async after(user) {
            if (typeof user?.id === 'string') await revoke({ userIds: [user.id] });
          },
        },
        delete: {
          async after(user) {
            await revoke({ userIds: [user.id] });
          },
        },
      },
      // Runs for each session deleted, one at a time or all of a user's at once, after the delete commits.
      session: {
        delete: {
          async after(session) {
            await revoke({ sessionIds: [session.id] });
          },
        },
      },
    },
    rateLimit: {
      enabled: config.authRateLimit,
      window: 60,
      max: 100,
      customRules: Object.fromEntries(
        Object.entries(AUTH_RATE_LIMITS).map(([path, max]) => [path, { window: 60, max }]),
      ),
    },
    plugins: [
      // Only the signed token that sign-in hands out is a bearer token; the bare session token stored in the
      // database is not (a leaked row or log of it signs no one in).
      bearer({ requireSignature: true }),
      username({
        minUsernameLength: 2,
        maxUsernameLength: 32,
        // Fairway's username rule (letters of any script, digits, hyphen, dot), not Better Auth's ASCII default.
        usernameValidator: (name) => /^[\p{L}\p{Nd}.-]+$/u.test(name),
      }),
      ...(oidcProviders.length > 0 ? [genericOAuth({ config: oidcProviders })] : []),
    ],
    advanced: {
      // Better Auth skips its origin checks when it finds itself under test; Fairway's tests check where a
      // verification or reset may send the browser. Its cookie CSRF check (a request with cookies must carry a
      // trusted Origin) stays off under test as before, for test clients that keep cookies but send no Origin.
      disableOriginCheck: false,
      disableCSRFCheck: config.env === 'test',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.isProduction },
    },
    onAPIError: { errorURL: link('/sign-in') },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Resolves a bearer token to its user and session, or null when there is no valid session. */
export async function verifyBearer(
  auth: Auth,
  token: string,
): Promise<{ userId: string; sessionId: string } | null> {
  const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
  return session ? { userId: session.user.id, sessionId: session.session.id } : null;
}
