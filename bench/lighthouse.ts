// Page speed and accessibility: Lighthouse (mobile emulation, simulated slow 4G and a 4× slower CPU, its
// defaults) in Debian's Chromium against the production web build served by a real server, on the landing,
// sign-in, the club search and a round in progress (the last two signed in: a golfer and a round are made
// through the API first, and the golfer's bearer token is put where the web app keeps it, `fairway.token`).
// Prints each category's score and the main timings; targets: performance at least 95 on the landing and
// sign-in and 90 on the others, accessibility 100 on all.
//
//   npm run bench -- lighthouse            every page once
//   npm run bench -- lighthouse 3          every page 3 times (the median run is kept, by performance)
//
// The web app is built first when stale (e2e/support/ensure-web-build.ts). Each page gets a fresh Chromium
// profile, so nothing is cached from an earlier page and no service worker is there yet: a first visit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { findChromium as findChromiumUntyped } from '../scripts/find-chromium.mjs';
import { REPO_ROOT, startServer } from '../e2e/support/server';

const findChromium = findChromiumUntyped as () => string;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Lighthouse's Chromium: headless, and none of the background calls this network refuses. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface PageSpec {
  name: string;
  path: string;
  signedIn: boolean;
  targets: Partial<Record<Category, number>>;
}

interface Result {
  /** Lighthouse's measure of the machine's speed (about 1,000 to 2,000 on an idle laptop; lower is slower). */
  benchmarkIndex: number;
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  lcpElement: string;
}

const PASSWORD = 'Fairway-2026!';
/** Each page's full Lighthouse report (JSON; open it in https://googlechrome.github.io/lighthouse/viewer/). */
const REPORTS = join(tmpdir(), 'fairway-lighthouse');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      origin: base,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  });
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return {
    response,
    body: (response.headers.get('content-type')?.includes('json') ? await response.json() : null) as T,
  };
}

/** A verified golfer with a profile (signed up through the API, the mailed link opened), and a round in progress. */
async function golferWithRound(base: string): Promise<{ token: string; gameId: string }> {
  const stamp = Date.now().toString(36);
  const email = `lighthouse-${stamp}@example.com`;
  await api(base, 'POST', '/api/auth/sign-up/email', { email, password: PASSWORD, locale: 'en' });
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    const { body: mails } = await api<{ text: string }[]>(
      base,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    );
    link = mails
      .map((mail) => mail.text.match(/https?:\/\/\S+/)?.[0])
      .find((url) => url?.includes('verify-email'));
    if (!link) await sleep(200);
  }
  if (!link) throw new Error('no verification mail');
  const url = new URL(link);
  await api(base, 'GET', `${url.pathname}${url.search}`);
  const signIn = await api(base, 'POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  const token = signIn.response.headers.get('set-auth-token');
  if (!token) throw new Error('sign-in gave no token');
  const username = `lighthouse.${stamp}`;
  const { body: profile } = await api<{ userId: string }>(
    base,
    'POST',
    `/api/profile/${username}`,
    { firstName: 'Lena', lastName: 'Lighthouse', username, handicap: 18 },
    token,
  );
  const { body: page } = await api<{
    clubs: { courses?: { id: string; holes: number; tees: { holes: unknown[] }[] }[] }[];
  }>(base, 'GET', '/api/golf-clubs?limit=100&minHoles=18&withCourses=true', undefined, token);
  const course = page.clubs
    .flatMap((club) => club.courses ?? [])
    .find((candidate) => candidate.holes === 18 && candidate.tees.some((tee) => tee.holes.length === 18));
  if (!course) throw new Error('no 18-hole course with a scorecard in the data set');
  const { body: created } = await api<{ gameId: string }>(
    base,
    'POST',
    '/api/game',
    {
      name: 'Lighthouse round',
      date: new Date().toISOString(),
      courseId: course.id,
      format: 'strokeplay',
      players: [{ userId: profile.userId }],
    },
    token,
  );
  return { token, gameId: created.gameId };
}

/** Starts Chromium on a fresh profile with its DevTools port open; resolves with the port and a stop function. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'fairway-lighthouse-'));
  const child = spawn(
    findChromium(),
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  let port = 0;
  for (let attempt = 0; attempt < 300 && !port; attempt++) {
    try {
      port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    } catch {
      await sleep(100);
    }
  }
  if (!port) {
    child.kill('SIGKILL');
    throw new Error('Chromium did not open its DevTools port');
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Puts the token where the web app keeps it: on the app's origin, from a page that loads no app code. */
async function seedToken(port: number, base: string, token: string): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((candidate) => candidate.type === 'page');
  if (!target) throw new Error('no page in Chromium');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const send = (method: string, params: Record<string, unknown>) =>
    new Promise<unknown>((resolve) => {
      const callId = ++id;
      const onMessage = (raw: Buffer) => {
        const message = JSON.parse(raw.toString('utf8')) as { id?: number; result?: unknown };
        if (message.id !== callId) return;
        socket.off('message', onMessage);
        resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  await send('Page.navigate', { url: `${base}/favicon.svg` });
  for (let attempt = 0; attempt < 100; attempt++) {
    const result = (await send('Runtime.evaluate', {
      expression: `location.origin === ${JSON.stringify(base)} && (localStorage.setItem('fairway.token', ${JSON.stringify(token)}), true)`,
      returnByValue: true,
    })) as { result?: { value?: unknown } };
    if (result.result?.value === true) break;
    await sleep(100);
  }
  socket.close();
}

/** The largest paint's element, as Lighthouse shows it (`<img src=… >`, `<h2 id="hero-title" …>`). */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found ? (JSON.parse(`"${found[1]}"`) as string).slice(0, 90) : '?';
}

async function audit(base: string, page: PageSpec, token: string | undefined): Promise<Result> {
  const chromium = await launchChromium();
  try {
    if (page.signedIn && token) await seedToken(chromium.port, base, token);
    const run = await lighthouse(`${base}${page.path}`, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The signed-in pages keep the token just put in localStorage (the profile is fresh: nothing is cached).
      disableStorageReset: page.signedIn,
    });
    if (!run) throw new Error('Lighthouse gave no result');
    const { lhr } = run;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    writeFileSync(join(REPORTS, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scores,
      metrics: {
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        si: numeric('speed-index'),
      },
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    await chromium.stop();
  }
}

export async function lighthouseBench(args: string[]): Promise<boolean> {
  const runs = Math.max(1, Number(args[0] ?? 1) || 1);
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/support/ensure-web-build.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web app did not build');
  mkdirSync(REPORTS, { recursive: true });
  // A fresh data dir: migrations and the clubs data set first, slow on a busy machine.
  const server = await startServer({ timeoutMs: 240_000 });
  try {
    const { token, gameId } = await golferWithRound(server.baseURL);
    const pages: PageSpec[] = [
      { name: 'landing', path: '/', signedIn: false, targets: { performance: 95, accessibility: 100 } },
      {
        name: 'sign-in',
        path: '/sign-in',
        signedIn: false,
        targets: { performance: 95, accessibility: 100 },
      },
      { name: 'club search', path: '/s', signedIn: true, targets: { performance: 90, accessibility: 100 } },
      {
        name: 'round in progress',
        path: `/play/${gameId}`,
        signedIn: true,
        targets: { performance: 90, accessibility: 100 },
      },
    ];
    console.log(
      `lighthouse: ${runs} run(s) a page, mobile emulation (Lighthouse's defaults), Chromium ${findChromium()}\n`,
    );
    let ok = true;
    for (const page of pages) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(server.baseURL, page, token));
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = results[Math.floor(results.length / 2)]!;
      const missed = Object.entries(page.targets).filter(
        ([category, target]) => median.scores[category as Category] < target,
      );
      ok = ok && missed.length === 0;
      const { fcp, lcp, tbt, cls, si } = median.metrics;
      console.log(
        `${page.name.padEnd(18)} ${CATEGORIES.map((c) => `${c} ${median.scores[c]}`).join('  ')}` +
          (runs > 1
            ? `  (performance of each run: ${results.map((r) => r.scores.performance).join(', ')})`
            : ''),
      );
      console.log(
        `${''.padEnd(18)} FCP ${(fcp / 1000).toFixed(2)} s  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  ` +
          `CLS ${cls.toFixed(3)}  SI ${(si / 1000).toFixed(2)} s  machine's benchmark index ${Math.round(median.benchmarkIndex)}`,
      );
      console.log(`${''.padEnd(18)} largest paint: ${median.lcpElement}`);
      if (missed.length)
        console.log(
          `${''.padEnd(18)} missed: ${missed.map(([c, target]) => `${c} ${median.scores[c as Category]} < ${target}`).join(', ')}`,
        );
    }
    console.log(`\nfull reports in ${REPORTS}`);
    return ok;
  } finally {
    await server.stop();
  }
}
