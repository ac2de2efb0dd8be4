import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { ErrorBody, SitePreview } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { systemResolve } from './safe-fetch';
import type { ResolvedAddress } from './safe-fetch';
import { SITE_LIMITS, normalizeLink } from './sites.service';

const OG_PAGE = `<!doctype html><html><head><title>Plain title</title>
<meta property="og:title" content="Spring Open"><meta property="og:description" content="Final round report">
<meta property="og:image" content="/trophy.jpg"><meta property="og:site_name" content="Golf Weekly"></head></html>`;

/** A local web server: each path is one behaviour a link preview meets. It records what it was asked. */
function startSite() {
  const hits: { path: string; host: string | undefined }[] = [];
  let hugeBytesSent = 0;
  let port = 0;
  const pages: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
    '/og': (_, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(OG_PAGE),
    '/plain': (_, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<title>Club news</title><meta name="description" content="Greens are fast">'),
    '/nothing': (_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>'),
    '/image': (_, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64)),
    '/gzip': (_, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync('<title>Squeezed</title>')),
    '/latin1': (_, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
        .end(Buffer.from('<title>Caf\xe9 du golf</title>', 'latin1')),
    '/missing': (_, response) => response.writeHead(404).end('gone'),
    '/slow': () => {}, // never answers
    '/huge': (_, response) => {
      // A head, then an endless body: only the first megabyte may be read.
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head><title>Endless</title></head><body>');
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!response.destroyed && hugeBytesSent < 50 * 1024 * 1024) {
          hugeBytesSent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
      };
      pump();
    },
    '/to-metadata': (_, response) =>
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-private-name': (_, response) =>
      response.writeHead(302, { location: `http://intranet.test:${port}/og` }).end(),
    '/to-ftp': (_, response) => response.writeHead(302, { location: 'ftp://files.example/x' }).end(),
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    hits.push({ path: url.pathname, host: request.headers.host });
    // /hops/N redirects N times before landing on the Open Graph page.
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      return void response.writeHead(302, { location: left > 1 ? `/hops/${left - 1}` : '/og' }).end();
    }
    const page = pages[url.pathname] ?? pages['/og']!;
    page(request, response);
  });
  return {
    hits,
    get hugeBytesSent() {
      return hugeBytesSent;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      return port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A resolver for made-up names (no real DNS in tests; `localhost` goes to the system's); `counts` says how often each name was resolved. */
function fakeResolver(table: Record<string, () => ResolvedAddress[]>) {
  const counts: Record<string, number> = {};
  const resolve = async (hostname: string) => {
    counts[hostname] = (counts[hostname] ?? 0) + 1;
    if (hostname === 'localhost') return systemResolve(hostname);
    const answer = table[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer();
  };
  return { resolve, counts };
}

const v4 = (address: string): ResolvedAddress[] => [{ address, family: 4 }];
const v6 = (address: string): ResolvedAddress[] => [{ address, family: 6 }];

describe('link previews (GET /api/sites)', () => {
  const site = startSite();
  let port: number;
  /** The server as it runs everywhere: loopback refused. */
  let strict: TestApp;
  /** The same server allowed to reach loopback only, so that pages on the local test server can be read. */
  let loose: TestApp;
  let golfer: TestUser;
  let looseGolfer: TestUser;
  let rebindAnswers = 0;
  const names = fakeResolver({
    'pages.test': () => v4('127.0.0.1'),
    'metadata.test': () => v4('169.254.169.254'),
    'intranet.test': () => v4('10.0.0.7'),
    'home-router.test': () => v4('192.168.1.1'),
    'ula.test': () => v6('fd00::1'),
    'link-local6.test': () => v6('fe80::1'),
    'mapped.test': () => v6('::ffff:127.0.0.1'),
    'mapped-metadata.test': () => v6('::ffff:169.254.169.254'),
    'mixed.test': () => [...v4('93.184.215.14'), ...v4('10.0.0.1')],
    // Answers loopback (allowed in the loose app) once, then a private address: a rebinding attempt.
    'rebind.test': () => v4(rebindAnswers++ === 0 ? '127.0.0.1' : '10.0.0.1'),
  });
  const strictCall = (...args: ApiCall) => callApi(strict.app, ...args);
  const looseCall = (...args: ApiCall) => callApi(loose.app, ...args);
  const preview = (call: typeof strictCall, user: TestUser, link: string) =>
    call(user, 'GET', `/api/sites?url=${encodeURIComponent(link)}`);
  const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error.code;

  beforeAll(async () => {
    port = await site.start();
    strict = await buildTestApp({ sites: { resolve: names.resolve } });
    loose = await buildTestApp({ sites: { resolve: names.resolve, allowLoopback: true, timeoutMs: 1_500 } });
    golfer = await createGolfer(strict.app);
    looseGolfer = await createGolfer(loose.app);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([strict?.close(), loose?.close(), site.close()]);
  });

  it('keeps the limits of the spec: 5 s, 1 MB, 3 redirects', () => {
    expect(SITE_LIMITS).toMatchObject({ timeoutMs: 5_000, maxBytes: 1_048_576, maxRedirects: 3 });
  });

  it('is for signed-in golfers only', async () => {
    const response = await strictCall(
      null,
      'GET',
      `/api/sites?url=${encodeURIComponent('https://golf.example')}`,
    );
    expect(response.statusCode).toBe(401);
  });

  describe('refusals (the server as it runs, loopback refused)', () => {
    it.each([
      ['loopback by address', () => `http://127.0.0.1:${port}/og`],
      ['loopback by name (localhost, the real resolver)', () => `http://localhost:${port}/og`],
      ['IPv6 loopback', () => `http://[::1]:${port}/og`],
      ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/og`],
      ['loopback written as one number', () => `http://2130706433:${port}/og`],
      ['cloud metadata by address', () => 'http://169.254.169.254/latest/meta-data/'],
      ['cloud metadata by name', () => 'http://metadata.test/'],
      ['IPv4-mapped cloud metadata', () => 'http://mapped-metadata.test/'],
      ['a private address by name', () => 'http://intranet.test/'],
      ['a home network by name', () => 'https://home-router.test/'],
      ['a unique-local IPv6 address', () => 'http://ula.test/'],
      ['a link-local IPv6 address', () => 'http://link-local6.test/'],
      ['an IPv4-mapped loopback by name', () => 'http://mapped.test/'],
      ['a name with one private address among public ones', () => 'http://mixed.test/'],
      ['a private address without a scheme', () => `10.0.0.1:${port}/og`],
    ])('refuses %s (403 site_address_refused)', async (_, link) => {
      const response = await preview(strictCall, golfer, link());
      expect(response.statusCode, response.body).toBe(403);
      expect(codeOf(response)).toBe('site_address_refused');
    });

    it('never connected to the local server while refusing', () => {
      expect(site.hits).toEqual([]);
    });

    it.each([
      'ftp://files.example/report.pdf',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<title>x</title>',
      'mailto:pro@golf.example',
      'https://user:secret@golf.example/',
      'http://',
      'https://exa mple.com',
    ])('refuses the link %s (400 site_url_invalid)', async (link) => {
      const response = await preview(strictCall, golfer, link);
      expect(response.statusCode, response.body).toBe(400);
      expect(codeOf(response)).toBe('site_url_invalid');
    });

    it('refuses an empty link with a 400', async () => {
      const response = await strictCall(golfer, 'GET', '/api/sites?url=');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('pages read (loopback allowed for the test server only)', () => {
    it('reads Open Graph first, with the image made absolute', async () => {
      const response = await preview(looseCall, looseGolfer, `http://pages.test:${port}/og`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SitePreview>()).toEqual({
        url: `http://pages.test:${port}/og`,
        title: 'Spring Open',
        description: 'Final round report',
        image: `http://pages.test:${port}/trophy.jpg`,
        siteName: 'Golf Weekly',
      });
    });

    it('falls back to the title and meta description, and answers nulls for a page with nothing', async () => {
      expect((await preview(looseCall, looseGolfer, `http://pages.test:${port}/plain`)).json()).toMatchObject(
        {
          title: 'Club news',
          description: 'Greens are fast',
          image: null,
        },
      );
      expect((await preview(looseCall, looseGolfer, `http://pages.test:${port}/nothing`)).json()).toEqual({
        url: `http://pages.test:${port}/nothing`,
        title: null,
        description: null,
        image: null,
        siteName: null,
      });
    });

    it('reads compressed pages, declared charsets, and shows an image link as its image', async () => {
      expect((await preview(looseCall, looseGolfer, `http://pages.test:${port}/gzip`)).json()).toMatchObject({
        title: 'Squeezed',
      });
      expect(
        (await preview(looseCall, looseGolfer, `http://pages.test:${port}/latin1`)).json(),
      ).toMatchObject({
        title: 'Café du golf',
      });
      expect((await preview(looseCall, looseGolfer, `http://pages.test:${port}/image`)).json()).toMatchObject(
        {
          image: `http://pages.test:${port}/image`,
          title: null,
        },
      );
    });

    it('follows up to 3 redirects and answers where the link ended', async () => {
      const response = await preview(looseCall, looseGolfer, `http://pages.test:${port}/hops/3`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SitePreview>()).toMatchObject({
        url: `http://pages.test:${port}/og`,
        title: 'Spring Open',
      });
    });

    it('gives up after a 4th redirect (422 site_unreachable)', async () => {
      const response = await preview(looseCall, looseGolfer, `http://pages.test:${port}/hops/4`);
      expect(response.statusCode, response.body).toBe(422);
      expect(codeOf(response)).toBe('site_unreachable');
    });

    it('checks every redirect again: to cloud metadata, to a private name, to another scheme', async () => {
      for (const path of ['/to-metadata', '/to-private-name']) {
        const response = await preview(looseCall, looseGolfer, `http://pages.test:${port}${path}`);
        expect(response.statusCode, `${path} ${response.body}`).toBe(403);
        expect(codeOf(response)).toBe('site_address_refused');
      }
      const ftp = await preview(looseCall, looseGolfer, `http://pages.test:${port}/to-ftp`);
      expect(ftp.statusCode).toBe(400);
      expect(codeOf(ftp)).toBe('site_url_invalid');
      expect(site.hits.some((hit) => hit.path === '/og' && hit.host?.startsWith('intranet.test'))).toBe(
        false,
      );
    });

    it('connects to the address it checked: the name is resolved once per hop (no DNS rebinding)', async () => {
      const response = await preview(looseCall, looseGolfer, `http://rebind.test:${port}/og`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SitePreview>().title).toBe('Spring Open');
      expect(names.counts['rebind.test']).toBe(1);
      // The request still names the site it asked for.
      expect(site.hits.at(-1)).toEqual({ path: '/og', host: `rebind.test:${port}` });
    });

    it('gives up on a site that does not answer in time (422)', async () => {
      const started = Date.now();
      const response = await preview(looseCall, looseGolfer, `http://pages.test:${port}/slow`);
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('site_unreachable');
      expect(Date.now() - started).toBeLessThan(4_000);
    });

    it('answers a missing page with 422', async () => {
      const response = await preview(looseCall, looseGolfer, `http://pages.test:${port}/missing`);
      expect(response.statusCode).toBe(422);
    });

    it('reads only the first megabyte of an endless page', async () => {
      const response = await preview(looseCall, looseGolfer, `http://pages.test:${port}/huge`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SitePreview>().title).toBe('Endless');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(site.hugeBytesSent).toBeLessThan(10 * 1024 * 1024);
    });

    it('caches: the same link is fetched once, a link without a scheme gets https', async () => {
      const link = `http://pages.test:${port}/cached`;
      const before = site.hits.filter((hit) => hit.path === '/cached').length;
      await Promise.all([1, 2, 3].map(() => preview(looseCall, looseGolfer, link)));
      await preview(looseCall, looseGolfer, `${link}#fragment`);
      expect(site.hits.filter((hit) => hit.path === '/cached').length - before).toBe(1);
    });
  });

  it('reads a link without a scheme as https, and drops its fragment', () => {
    expect(normalizeLink('golf.example/news?x=1#top').href).toBe('https://golf.example/news?x=1');
    expect(normalizeLink('//golf.example').href).toBe('https://golf.example/');
    expect(normalizeLink('HTTP://Golf.Example').href).toBe('http://golf.example/');
  });
});
