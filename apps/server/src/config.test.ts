import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAP_STYLE_URL, loadConfig } from './config';

const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/fairway-config-test' };

describe('loadConfig', () => {
  it('needs nothing: every setting has a local default', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/fairway-config-test' });
    expect(config).toMatchObject({ env: 'development', host: 'localhost', port: 3000, demoData: true });
    expect(config.database).toEqual({ kind: 'pglite', dir: '/tmp/fairway-config-test/db' });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    // The generated local secret is stable across restarts.
    expect(loadConfig({ DATA_DIR: '/tmp/fairway-config-test' }).authSecret).toBe(config.authSecret);
  });

  it('maps OpenStreetMap through the keyless public style by default, nothing in tests, and what it is told', () => {
    expect(loadConfig(base).maps).toEqual({ styleUrl: DEFAULT_MAP_STYLE_URL, satelliteStyleUrl: null });
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).maps).toEqual({
      styleUrl: null,
      satelliteStyleUrl: null,
    });
    expect(loadConfig({ ...base, MAP_STYLE_URL: 'off' }).maps.styleUrl).toBeNull();
    const own = 'https://maps.example.org/style.json';
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', MAP_STYLE_URL: own, SATELLITE_STYLE_URL: own }).maps,
    ).toEqual({ styleUrl: own, satelliteStyleUrl: own });
    expect(() => loadConfig({ ...base, MAP_STYLE_URL: 'ftp://maps.example.org/style.json' })).toThrow(
      /MAP_STYLE_URL: must be an http\(s\) URL/,
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://u@db:5432/fairway' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/fairway', poolSize: 20 });
  });

  it('names every invalid variable and why', () => {
    const attempt = () =>
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'true' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: .*\n.*DATABASE_URL: must start with postgres/);
  });

  it('refuses production without a real AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(/AUTH_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('refuses production without SMTP_URL, rather than writing mail to a mailbox nobody reads', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://mail.example.test' }).mail.smtpUrl).toBe(
      'smtps://mail.example.test',
    );
    // Development and tests keep the local mailbox.
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).mail.smtpUrl).toBeUndefined();
  });

  it('turns demo data off in production and in tests unless asked', () => {
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test' }).demoData,
    ).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).demoData).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('allows PUBLIC_URL, the native shells and CORS_ORIGINS, and http://localhost outside production only', () => {
    const configured = {
      ...base,
      PUBLIC_URL: 'https://fairway.example/',
      CORS_ORIGINS: 'https://club.example',
    };
    const production = loadConfig({
      ...configured,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.test',
    });
    expect(production.allowedOrigins).toEqual([
      'https://fairway.example',
      'capacitor://localhost',
      'https://localhost',
      'https://club.example',
    ]);
    expect(loadConfig({ ...configured, NODE_ENV: 'development' }).allowedOrigins).toContain(
      'http://localhost',
    );
    expect(loadConfig({ ...configured, NODE_ENV: 'test' }).allowedOrigins).toContain('http://localhost');
  });

  it('builds the Apple client-secret signing key from all three parts, and refuses a partial one', () => {
    const config = loadConfig({
      ...base,
      APPLE_CLIENT_ID: 'golf.fairway.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config.oidc.apple?.appleSigningKey).toEqual({
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
    expect(() => loadConfig({ ...base, APPLE_CLIENT_ID: 'x', APPLE_TEAM_ID: 'TEAM123456' })).toThrow(
      /set all three/,
    );
  });
});
