import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import { appleTokenEndpointAuth } from './social-apple';
import type { AppleSigningKey } from './social-apple';

/**
 * Sign-in with Google and Apple (OpenID Connect, through Better Auth's generic OAuth plugin). The flow, the
 * hand-off of the session to the web app and the account-linking rules are in docs/api.md, "Social sign-in".
 */

export type SocialProviderId = 'google' | 'apple';

export interface SocialProviderSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
  /**
   * Apple only: the team's Sign in with Apple key. When set, every code exchange sends a freshly signed
   * client secret (an ES256 JWT) instead of `clientSecret`, so nothing expires in the configuration.
   */
  appleSigningKey?: AppleSigningKey;
}

/** The scopes each provider understands: Apple has `name` where everyone else has `profile`. */
const SCOPES: Record<SocialProviderId, string[]> = {
  google: ['openid', 'email', 'profile'],
  apple: ['openid', 'email', 'name'],
};

/** Better Auth's provider configuration for each configured provider. */
export function socialProviderConfigs(
  providers: Partial<Record<SocialProviderId, SocialProviderSettings>>,
): GenericOAuthConfig[] {
  return (Object.keys(SCOPES) as SocialProviderId[]).flatMap((providerId) => {
    const provider = providers[providerId];
    if (!provider) return [];
    const signingKey = providerId === 'apple' ? provider.appleSigningKey : undefined;
    const config: GenericOAuthConfig = {
      providerId,
      clientId: provider.clientId,
      ...(signingKey
        ? { tokenEndpointAuth: appleTokenEndpointAuth(signingKey, provider.clientId) }
        : { clientSecret: provider.clientSecret }),
      discoveryUrl: provider.discoveryUrl,
      // Identity comes from the ID token only once it is checked against the provider's published keys, its
      // issuer, this client as audience and this sign-in's nonce; until discovery has answered, the
      // provider is off rather than trusting unchecked tokens.
      requireIdTokenVerification: true,
      scopes: SCOPES[providerId],
      pkce: true,
      // Apple posts its answer back (form_post); Google redirects with a query string.
      ...(providerId === 'apple' ? { responseMode: 'form_post' as const } : {}),
      getUserInfo: (tokens) => verifiedIdentity(tokens, providerId === 'apple'),
    };
    return [config];
  });
}

/**
 * The person the provider vouches for, from the ID token's claims. Better Auth calls this only after the
 * token passed its checks (signature, issuer, audience, nonce). A provider that does not vouch for the email
 * address (`email_verified` not true) signs no one in: the address would otherwise become, or be linked to, a
 * Fairway account its owner never proved.
 */
export async function verifiedIdentity(
  tokens: { idToken?: string | undefined; user?: unknown },
  acceptAppleName = false,
): Promise<GenericOAuthUserInfo | null> {
  const claims = tokens.idToken ? claimsOf(tokens.idToken) : null;
  if (!claims) return null;
  const { sub, email } = claims;
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) return null;
  if (claims.email_verified !== true && claims.email_verified !== 'true') return null;
  const name =
    (acceptAppleName ? appleName(tokens.user) : null) ?? (typeof claims.name === 'string' ? claims.name : '');
  return {
    id: sub,
    sub,
    email: email.toLowerCase(),
    emailVerified: true,
    name,
    ...(typeof claims.picture === 'string' ? { image: claims.picture } : {}),
  };
}

/** The payload of a compact JWS (its signature is checked by Better Auth before this is read). */
function claimsOf(jwt: string): Record<string, unknown> | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Apple sends the person's name once, beside the code on the first sign-in (`user` form field). */
function appleName(user: unknown): string | null {
  if (typeof user !== 'object' || user === null) return null;
  const name = (user as { name?: { firstName?: unknown; lastName?: unknown } }).name;
  if (!name) return null;
  const parts = [name.firstName, name.lastName].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ').trim() : null;
}

/**
 * `POST /api/auth/sign-in/oauth2 { providerId, ... }`, Fairway's documented start of a social sign-in, is
 * Better Auth's `POST /api/auth/sign-in/social { provider, ... }`. Returns the rewritten path and body, or
 * null for any other request.
 */
export function socialSignInAlias(
  path: string,
  body: unknown,
): { path: string; body: Record<string, unknown> } | null {
  if (path !== '/sign-in/oauth2' || typeof body !== 'object' || body === null) return null;
  const { providerId, ...rest } = body as Record<string, unknown>;
  return { path: '/sign-in/social', body: { ...rest, provider: providerId } };
}
