import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { baseUrl, bearer, buildTestApp, createUser } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { buildCourse } from '../test/factories';

/**
 * A web build as apps/web/vite.config.ts writes it: hashed assets under assets/ and files at the root, each text
 * file with its `.br` and `.gz` beside it (an image has none).
 */
function writeWebBuild(dir: string) {
  const script = `console.log(${JSON.stringify('a fairway '.repeat(400))});\n`;
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><title>Fairway</title></head><body><div id="root"></div></body></html>',
    'assets/index-AbC123.js': script,
    'assets/index-AbC123.css': `body{color:green}${'.a{margin:0}'.repeat(200)}`,
    'sw.js': `self.addEventListener('install',()=>{});${'// worker\n'.repeat(200)}`,
  };
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  writeFileSync(path.join(dir, 'media/hero-poster.webp'), Buffer.alloc(4096, 7));
  return { script, indexHtml: files['index.html']! };
}

describe('the web app and the API over the wire: compression and caching', () => {
  let t: TestApp;
  let user: TestUser;
  let webDist: string;
  let built: ReturnType<typeof writeWebBuild>;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'fairway-web-build-'));
    built = writeWebBuild(webDist);
    t = await buildTestApp({
      env: { WEB_DIST: webDist },
      listen: true,
      prepare(app) {
        app.get('/api/_test/big', () => ({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) }));
        app.get('/api/_test/small', () => ({ ok: true }));
      },
    });
    user = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('a hashed asset', () => {
    it('is sent as the build compressed it with brotli, cached for a year', async () => {
      const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(built.script);
    });

    it('is sent gzipped to a browser that takes only gzip', async () => {
      const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(built.script);
    });

    it('is sent as it is to a client that takes no encoding, still saying it varies', async () => {
      const response = await get('/assets/index-AbC123.js');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(built.script);
    });

    it('CSS too', async () => {
      const response = await get('/assets/index-AbC123.css', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/css/);
    });
  });

  describe('what must be checked again on each visit', () => {
    it('the service worker: compressed, never cached unchecked', async () => {
      const response = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('index.html at / and at any page of the app: compressed, never cached unchecked', async () => {
      for (const url of ['/', '/sign-in', '/play/abc']) {
        const response = await get(url, { 'accept-encoding': 'br, gzip' });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        // index.html is small: sent as it is below 1 KB, compressed above.
        expect(response.body || brotliDecompressSync(response.rawPayload).toString('utf8'), url).toContain(
          '<div id="root">',
        );
      }
    });

    it('a media file: not hashed, so checked again; an image is not compressed', async () => {
      const response = await get('/media/hero-poster.webp', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.rawPayload.length).toBe(4096);
    });
  });

  describe('API answers', () => {
    it('of 1 KB or more are compressed', async () => {
      const response = await get('/api/_test/big', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as {
        items: string[];
      };
      expect(body.items).toHaveLength(200);
    });

    it('gzipped for a client that takes only gzip', async () => {
      const response = await get('/api/_test/big', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toHaveProperty('items');
    });

    it('under 1 KB, or to a client that takes no encoding, are sent as they are', async () => {
      const small = await get('/api/_test/small', { 'accept-encoding': 'br, gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual({ ok: true });
      const plain = await get('/api/_test/big');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toHaveProperty('items');
    });

    it('the club search, written as JSON text ahead of the reply, is compressed too', async () => {
      for (let i = 0; i < 6; i++) await buildCourse(t.app.db, { name: `Compressed Links ${i}` });
      const response = await get('/api/golf-clubs?q=Compressed%20Links&limit=20', {
        ...bearer(user),
        'accept-encoding': 'br, gzip',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const page = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as {
        clubs: { name: string }[];
      };
      expect(page.clubs.map((club) => club.name).sort()).toEqual(
        Array.from({ length: 6 }, (_, i) => `Compressed Links ${i}`),
      );
    });

    it('the realtime socket still opens and answers when the client asks for compression', async () => {
      const socket = new WebSocket(`${baseUrl(t.app).replace(/^http/, 'ws')}/api/realtime`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      try {
        const first = new Promise<unknown>((resolve, reject) => {
          socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString('utf8'))));
          socket.once('error', reject);
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        socket.send(JSON.stringify({ type: 'auth', token: user.token }));
        await expect(first).resolves.toEqual({ type: 'ready', userId: user.id });
      } finally {
        socket.close();
      }
    });
  });
});
