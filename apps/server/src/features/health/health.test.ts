import { HealthResponse } from '@fairway/contract';
import type { SeedState } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import type { TestApp } from '../../test/app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database kind, the version and the uptime, without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthResponse.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ reachable: true, kind: t.database.kind });
    expect(body.realtime).toBe('ok');
    expect(body.seed).toBe('ready');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 degraded when the database cannot be reached', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await broken.app.close();
  });

  it('says the club data set is loading (still 200), and degraded (503) when it failed', async () => {
    let seed: SeedState = 'loading';
    const starting = await buildTestApp({ seed: () => seed });
    const loading = await starting.app.inject({ method: 'GET', url: '/api/health' });
    expect(loading.statusCode).toBe(200);
    expect(loading.json()).toMatchObject({ status: 'ok', seed: 'loading' });
    seed = 'failed';
    const failed = await starting.app.inject({ method: 'GET', url: '/api/health' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      status: 'degraded',
      seed: 'failed',
      database: { reachable: true },
    });
    await starting.close();
  });
});
