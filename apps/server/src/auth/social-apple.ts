import { createPrivateKey, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';

/** A Sign in with Apple key from the Apple developer account (Certificates, Identifiers & Profiles → Keys). */
export interface AppleSigningKey {
  /** The 10-character team id (the JWT's issuer). */
  teamId: string;
  /** The key's 10-character id (the JWT header's `kid`). */
  keyId: string;
  /** The key as downloaded (`AuthKey_<keyId>.p8`): a PKCS#8 PEM of a P-256 private key. */
  privateKey: string;
}

export const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple accepts client secrets valid for up to six months; one made per code exchange needs minutes. */
const LIFETIME_SECONDS = 5 * 60;

/**
 * Apple's client secret: a JWT signed with the team's key (ES256), with the team as issuer, the Services ID
 * (the OAuth client id) as subject and Apple as audience.
 */
export function appleClientSecret(
  key: AppleSigningKey | (AppleSigningKey & { keyObject: KeyObject }),
  clientId: string,
  now: number = Date.now(),
): string {
  const keyObject = 'keyObject' in key ? key.keyObject : readAppleKey(key.privateKey);
  const iat = Math.floor(now / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'ES256', kid: key.keyId, typ: 'JWT' })}.${encode({
    iss: key.teamId,
    iat,
    exp: iat + LIFETIME_SECONDS,
    aud: APPLE_AUDIENCE,
    sub: clientId,
  })}`;
  const signature = sign('sha256', Buffer.from(input), { key: keyObject, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** Reads the key, refusing anything but a P-256 EC private key (what Apple issues and ES256 needs). */
export function readAppleKey(pem: string): KeyObject {
  // Environment variables often carry the PEM's line breaks as literal "\n".
  const keyObject = createPrivateKey(pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem);
  if (keyObject.asymmetricKeyType !== 'ec' || keyObject.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('the Apple key must be a P-256 (ES256) private key');
  }
  return keyObject;
}

/**
 * The token-endpoint authentication for Apple: the code exchange (and refresh) sends the client id and a
 * client secret signed for that request. The key is read once, at start, so a bad key stops the server.
 */
export function appleTokenEndpointAuth(
  key: AppleSigningKey,
  clientId: string,
): NonNullable<GenericOAuthConfig['tokenEndpointAuth']> {
  const loaded = { ...key, keyObject: readAppleKey(key.privateKey) };
  return {
    method: 'custom',
    customizeRequest({ body }) {
      body.set('client_id', clientId);
      body.set('client_secret', appleClientSecret(loaded, clientId));
    },
  };
}
