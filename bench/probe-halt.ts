import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { readDataSetFile, SEED_DATA_FILE } from '../apps/server/src/features/clubs/import/files';
import { random } from './clubs-data';

const [port, token] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { authorization: `Bearer ${token}` };
function get(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get(base + path, { agent, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve(body));
      res.on('error', reject);
    }).on('error', reject);
  });
}
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!; };
const real = await readDataSetFile(SEED_DATA_FILE);
const next = random(7);
const paths: string[] = [];
for (let i = 0; i < 64; i++) {
  const c = real.clubs[Math.floor(next() * real.clubs.length)]!;
  paths.push(`/api/golf-clubs?latitude=${(c.lat + (next() - 0.5) * 0.2).toFixed(5)}&longitude=${(c.lng + (next() - 0.5) * 0.2).toFixed(5)}&limit=10`);
}
const search = ['golf du leman','royal zoute','golf de lyon','st andrews','valderrama','chantilly','wentworth','valderama'].map((t) => `/api/golf-clubs?query=${encodeURIComponent(t)}&view=summary`);
console.log('nearest body bytes', (await get(paths[0]!)).length, 'search body', (await get(search[0]!)).length);
for (let i = 0; i < 150; i++) await get(paths[i % 64]!);
for (const round of [1, 2, 3]) {
  for (const ns of [0, 200000, 1000000]) {
    writeFileSync('/sys/module/haltpoll/parameters/guest_halt_poll_ns', String(ns));
    for (const [name, list] of [['nearest', paths], ['search', search]] as const) {
      await get('/bench/server-times');
      const t: number[] = [];
      for (let i = 0; i < 400; i++) { const s = performance.now(); await get(list[i % list.length]!); t.push(performance.now() - s); }
      const srv = JSON.parse(await get('/bench/server-times')) as number[];
      console.log(`round ${round} poll ${ns / 1000} us ${name}: client ${pct(t, 50).toFixed(2)} / ${pct(t, 95).toFixed(2)}  server ${pct(srv, 50).toFixed(2)} / ${pct(srv, 95).toFixed(2)}`);
    }
  }
}
writeFileSync('/sys/module/haltpoll/parameters/guest_halt_poll_ns', '0');
