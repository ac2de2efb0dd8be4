import { connect } from 'node:net';
import { ErrorBody } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseUrl, buildTestApp, bearer, createUser } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { AppError } from './errors';

/** Test-only routes that fail in each way the API can fail. */
const Body = z.object({ name: z.string().min(2, 'username_too_short'), age: z.number().int().optional() });

describe('the one error shape', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      prepare(app) {
        app.post('/api/_test/echo', { schema: { body: Body } }, (request) => request.body);
        app.get('/api/_test/crash', () => {
          throw new Error('database password is hunter2');
        });
        app.get('/api/_test/forbidden', () => {
          throw new AppError('forbidden', 403, 'Not yours');
        });
        app.get('/api/_test/conflict', () => {
          throw new AppError('username_already_used', 409, 'Taken', 'username');
        });
        // What other plugins throw: a plain error carrying a status, no AppError, no Fastify code.
        app.get<{ Params: { status: string } }>('/api/_test/status/:status', (request) => {
          throw Object.assign(new Error(`plugin says ${request.params.status}`), {
            statusCode: Number(request.params.status),
          });
        });
        app.get('/api/_test/me', { preHandler: app.authenticate }, (request) => ({
          userId: request.actor?.userId,
        }));
      },
    });
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const expectShape = (body: unknown) => expect(ErrorBody.safeParse(body).success).toBe(true);

  it('400 names the invalid field and carries the spec code from the schema', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/_test/echo', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expectShape(body);
    expect(body.error.code).toBe('username_too_short');
    expect(body.error.field).toBe('body.name');
  });

  it('400 validation_error for a wrong type, with every invalid field listed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      payload: { name: 'ok', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error).toMatchObject({ code: 'validation_error', field: 'body.age' });
    expect(body.error.issues?.map((issue) => issue.field)).toEqual(['body.age']);
  });

  it('400 for malformed JSON, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('validation_error');
  });

  it('401 without a session, 401 with a made-up token, 200 with a real one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/_test/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json<ErrorBody>().error.code).toBe('unauthorized');
    const fake = await t.app.inject({
      method: 'GET',
      url: '/api/_test/me',
      headers: { authorization: 'Bearer nope' },
    });
    expect(fake.statusCode).toBe(401);
    const real = await t.app.inject({ method: 'GET', url: '/api/_test/me', headers: bearer(user) });
    expect(real.statusCode).toBe(200);
    expect(real.json()).toEqual({ userId: user.id });
  });

  it('403 and 409 keep the code, message and field a service chose', async () => {
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/_test/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: { code: 'forbidden', message: 'Not yours' } });
    const conflict = await t.app.inject({ method: 'GET', url: '/api/_test/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: { code: 'username_already_used', message: 'Taken', field: 'username' },
    });
  });

  it.each([
    [409, 'conflict'],
    [415, 'unsupported_media_type'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [405, 'validation_error'],
    [422, 'validation_error'],
    [503, 'service_unavailable'],
  ])('a plugin’s %i is answered with its generic code %s', async (status, code) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/_test/status/${status}` });
    expect(response.statusCode).toBe(status);
    expectShape(response.json());
    expect(response.json<ErrorBody>().error.code).toBe(code);
  });

  it('404 for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route GET /api/no/such/thing' },
    });
  });

  it('a path parameter past the router’s length (414) or a broken escape (400) answers in the error shape', async () => {
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/golf-clubs/${'a'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json<ErrorBody>().error.code).toBe('validation_error');
    const broken = await t.app.inject({ method: 'GET', url: '/api/golf-clubs/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ErrorBody>().error.code).toBe('validation_error');
  });

  it('413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      payload: { name: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().error.code).toBe('payload_too_large');
  });

  it('500 leaks nothing of the failure', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/_test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('rate limits', () => {
  it('429 in the error shape once a client exceeds its budget, while another client is still served', async () => {
    const t = await buildTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' },
      prepare(app) {
        app.get('/api/_test/ping', () => ({ ok: true }));
      },
    });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) {
      const ok = await t.app.inject({ method: 'GET', url: '/api/_test/ping', headers: from('203.0.113.1') });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/_test/ping',
      headers: from('203.0.113.1'),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().error.code).toBe('rate_limited');
    const other = await t.app.inject({ method: 'GET', url: '/api/_test/ping', headers: from('203.0.113.2') });
    expect(other.statusCode).toBe(200);
    await t.close();
  });
});

describe('security headers and CORS', () => {
  it('sets a content security policy and allows the native shells’ origins only', async () => {
    const t = await buildTestApp();
    const native = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'capacitor://localhost' },
    });
    expect(native.headers['content-security-policy']).toContain("default-src 'self'");
    expect(native.headers['x-content-type-options']).toBe('nosniff');
    expect(native.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    await t.close();
  });

  it('sends the same security headers on every answer: a success, a refusal and an unknown path', async () => {
    const t = await buildTestApp();
    const policy =
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
      "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
      "style-src 'self' 'unsafe-inline';media-src 'self' blob: https:;connect-src 'self' ws: wss: https:;" +
      "worker-src 'self' blob:";
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/profile', 401],
      ['/api/nothing-here', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers, url).toMatchObject({
        'content-security-policy': policy,
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      // Served over plain http outside production: no HSTS, no upgrade of requests.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
    await t.close();
  });

  it('in production, also asks browsers for HTTPS only and to upgrade insecure requests', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await t.close();
  });
});

describe('shutting down', () => {
  it('finishes a slow request in flight, refuses new connections, answers 503 in the error shape', async () => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => undefined as void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const t = await buildTestApp({
      listen: true,
      prepare(app) {
        app.get('/api/_test/slow', async () => {
          started();
          await released;
          return { finished: true };
        });
      },
    });
    const url = new URL(baseUrl(t.app));
    // One raw keep-alive connection: the slow request, and later a second request on the same connection.
    const socket = connect(Number(url.port), url.hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET /api/_test/slow HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    await slowStarted;

    // What SIGTERM does.
    const closed = t.app.close();
    // The listener closes at once: a new connection is refused while the slow request still runs.
    let refused = false;
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      refused = await fetch(`${url.origin}/api/health`).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);
    expect(received).toBe('');

    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    release();
    await socketClosed;
    await closed;
    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first).toContain('{"finished":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    const body = JSON.parse(second?.slice(second.indexOf('\r\n\r\n') + 4) ?? '') as unknown;
    expect(ErrorBody.parse(body).error.code).toBe('service_unavailable');
    await t.database.close();
  });
});
