// Runs named benchmarks: `npm run bench -- <name> [options]`, or `npm run bench -- all`.
// Each benchmark is a function taking its arguments and resolving with whether it met its target; the process
// exits non-zero when any missed it or failed.
import { chatBench } from './chat';
import { clubs } from './clubs';
import { lighthouseBench } from './lighthouse';
import { postsBench } from './posts';
import { realtime } from './realtime';
import { scoreSave } from './score-save';
import { startup } from './startup';
import { stats } from './stats';

type Benchmark = (args: string[]) => Promise<boolean>;

const BENCHMARKS: Record<string, { describe: string; run: Benchmark }> = {
  startup: {
    describe:
      'server start-up: spawn to the first 200 of /api/health, fresh and second start (runs: a number, default 5)',
    run: startup,
  },
  clubs: {
    describe:
      'club search through the API with 40,000 clubs on PGlite and PostgreSQL: nearest, text, viewport p95, throughput vs bare SQL (pglite|postgres|both, size)',
    run: clubs,
  },
  lighthouse: {
    describe:
      'Lighthouse (mobile) in Chromium on the production build: landing, sign-in, club search, a round in progress; each category (runs: a number, default 1)',
    run: lighthouseBench,
  },
  realtime: {
    describe:
      'realtime fan-out: rounds of 4 golfers on WebSockets saving a hole every 2 s; save → 3 others p99, lost events, server memory, save throughput vs bare upsert (pglite|postgres|both, rounds…)',
    run: realtime,
  },
  'score-save': {
    describe:
      'score save: PUT /api/game/{id}/score vs its bare statement at 50 clients, interleaved, and idle memory with a socket per golfer (pglite|postgres|both, rounds, cycles)',
    run: scoreSave,
  },
  stats: {
    describe:
      'statistics: GET /api/stats/{userId} for a golfer with 500 finished rounds, all and recent, p95 under 20 ms (pglite|postgres|both, rounds)',
    run: stats,
  },
  posts: {
    describe:
      'feeds: GET /api/posts?type=followed, 100,000 posts, 500 friends, p95 under 20 ms, throughput at 50 clients vs bare SQL (pglite|postgres|both, posts, friends)',
    run: postsBench,
  },
  chat: {
    describe:
      'chat: 2,000 golfers in chats of 4 on WebSockets, a message every 10 s each (Poisson); send → 3 others p99 < 100 ms, lost events, server memory, client CPU (pglite|postgres|both, golfers…, fetch)',
    run: chatBench,
  },
};

const [name, ...args] = process.argv.slice(2);
const selected = name === 'all' ? Object.keys(BENCHMARKS) : name ? [name] : [];

if (selected.length === 0 || selected.some((n) => !(n in BENCHMARKS))) {
  if (name && name !== 'all') console.error(`Unknown benchmark "${name}".\n`);
  console.error('Usage: npm run bench -- <name|all> [options]\n\nBenchmarks:');
  for (const [key, { describe }] of Object.entries(BENCHMARKS))
    console.error(`  ${key.padEnd(10)} ${describe}`);
  process.exit(2);
}

let ok = true;
for (const key of selected) {
  try {
    ok = (await BENCHMARKS[key]!.run(args)) && ok;
  } catch (error) {
    console.error(`${key} failed: ${error instanceof Error ? error.message : String(error)}`);
    ok = false;
  }
}
process.exit(ok ? 0 : 1);
