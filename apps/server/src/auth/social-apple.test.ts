import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APPLE_AUDIENCE, appleClientSecret, appleTokenEndpointAuth, readAppleKey } from './social-apple';
import { socialProviderConfigs, socialSignInAlias, verifiedIdentity } from './social';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const key = { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: pem };

function decode(jwt: string) {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const json = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: json(header), payload: json(payload), input: `${header}.${payload}`, signature };
}

/** A JWT with these claims (unsigned: verifiedIdentity reads tokens Better Auth has already checked). */
const idToken = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('Apple client secret', () => {
  it('is an ES256 JWT from the team, about the Services ID, for Apple, signed with the team key', () => {
    const now = Date.UTC(2026, 0, 1);
    const { header, payload, input, signature } = decode(appleClientSecret(key, 'golf.fairway.web', now));
    expect(header).toEqual({ alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' });
    expect(payload).toEqual({
      iss: 'TEAM123456',
      sub: 'golf.fairway.web',
      aud: APPLE_AUDIENCE,
      iat: now / 1000,
      exp: now / 1000 + 300,
    });
    const valid = verify(
      'sha256',
      Buffer.from(input),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
  });

  it('reads a key whose line breaks came through the environment as \\n, and refuses other keys', () => {
    expect(readAppleKey(pem.replace(/\n/g, '\\n')).asymmetricKeyType).toBe('ec');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    expect(() => readAppleKey(rsa.toString())).toThrow(/P-256/);
    expect(() => readAppleKey('not a key')).toThrow();
  });

  it('signs a fresh secret into every code exchange, and is what the Apple provider uses when a key is set', async () => {
    const auth = appleTokenEndpointAuth(key, 'golf.fairway.web');
    expect(auth.method).toBe('custom');
    const body = new URLSearchParams({ grant_type: 'authorization_code', code: 'abc' });
    if (auth.method !== 'custom') throw new Error('unreachable');
    await auth.customizeRequest({
      body,
      headers: {},
      options: { clientId: 'golf.fairway.web' },
      tokenEndpoint: '',
      grantType: 'authorization_code',
    });
    expect(body.get('client_id')).toBe('golf.fairway.web');
    expect(decode(body.get('client_secret') ?? '').payload.sub).toBe('golf.fairway.web');

    const [apple] = socialProviderConfigs({
      apple: {
        clientId: 'golf.fairway.web',
        clientSecret: '',
        discoveryUrl: 'http://127.0.0.1/x',
        appleSigningKey: key,
      },
    });
    expect(apple?.clientSecret).toBeUndefined();
    expect(apple?.tokenEndpointAuth?.method).toBe('custom');
    expect(apple?.responseMode).toBe('form_post');
    expect(apple?.scopes).toEqual(['openid', 'email', 'name']);
  });

  it('stops the start on a bad key instead of failing at the first sign-in', () => {
    expect(() =>
      socialProviderConfigs({
        apple: {
          clientId: 'golf.fairway.web',
          clientSecret: '',
          discoveryUrl: 'http://127.0.0.1/x',
          appleSigningKey: { ...key, privateKey: 'nonsense' },
        },
      }),
    ).toThrow();
  });
});

describe('verified identity from the ID token', () => {
  it('takes the subject, the lower-cased address and the name', async () => {
    const token = idToken({
      sub: 's1',
      email: 'Ada@Example.test',
      email_verified: true,
      name: 'Ada',
      picture: 'https://x/p.png',
    });
    expect(await verifiedIdentity({ idToken: token })).toEqual({
      id: 's1',
      sub: 's1',
      email: 'ada@example.test',
      emailVerified: true,
      name: 'Ada',
      image: 'https://x/p.png',
    });
  });

  it('accepts Apple’s "true" as a string, and Apple’s one-time name only for Apple', async () => {
    const token = idToken({ sub: 's2', email: 'x@privaterelay.appleid.com', email_verified: 'true' });
    const user = { name: { firstName: 'Ida', lastName: 'Noether' } };
    expect((await verifiedIdentity({ idToken: token, user }, true))?.name).toBe('Ida Noether');
    expect((await verifiedIdentity({ idToken: token, user }, false))?.name).toBe('');
  });

  it.each([
    ['no ID token', undefined],
    ['an unverified address', idToken({ sub: 's', email: 'a@example.test', email_verified: false })],
    ['no email_verified claim', idToken({ sub: 's', email: 'a@example.test' })],
    ['no address', idToken({ sub: 's', email_verified: true })],
    ['no subject', idToken({ email: 'a@example.test', email_verified: true })],
    ['a token that is not a JWT', 'garbage'],
  ])('signs no one in with %s', async (_case, token) => {
    expect(await verifiedIdentity(token === undefined ? {} : { idToken: token })).toBeNull();
  });
});

describe('the documented start path', () => {
  it('maps POST /sign-in/oauth2 { providerId } to Better Auth’s /sign-in/social { provider }', () => {
    expect(
      socialSignInAlias('/sign-in/oauth2', { providerId: 'apple', callbackURL: '/auth/callback' }),
    ).toEqual({
      path: '/sign-in/social',
      body: { provider: 'apple', callbackURL: '/auth/callback' },
    });
    expect(socialSignInAlias('/sign-in/social', { provider: 'apple' })).toBeNull();
    expect(socialSignInAlias('/sign-in/oauth2', 'providerId=apple')).toBeNull();
  });
});
