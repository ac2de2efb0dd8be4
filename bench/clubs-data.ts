// Deterministic synthetic clubs that top the real data set up to a benchmark size (never committed: generated on
// every run from the committed data set and a fixed seed). Each synthetic club lies within about 25 km of a real
// club of the same country and region, so density follows the real map, and is named from words of real club
// names, so that the trigram index holds realistic text.
import { round5 } from '../apps/server/src/features/clubs/import/sources';
import type { DataSet, DataSetClub } from '../apps/server/src/features/clubs/import/types';

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BENCH_SEED = 20261121;
const PREFIXES = ['Golf de', 'Golf Club', 'Golfclub', 'Club de Golf', 'Country Club', 'Golf', 'Links'];
const NOISE = new Set([
  'golf',
  'club',
  'de',
  'du',
  'del',
  'la',
  'le',
  'the',
  'and',
  'country',
  'course',
  'golfclub',
]);

/** The synthetic clubs (keys `bench:<n>`, no courses) that bring `real` up to `total` clubs, as a data set to apply. */
export function topUp(real: DataSet, total: number, seed = BENCH_SEED): DataSet {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const words = [
    ...new Set(
      real.clubs.flatMap((club) =>
        club.name.split(/[^\p{L}]+/u).filter((word) => word.length > 3 && !NOISE.has(word.toLowerCase())),
      ),
    ),
  ].sort();
  const synthetic: DataSetClub[] = [];
  for (let n = 0; real.clubs.length + synthetic.length < total; n += 1) {
    const near = pick(real.clubs);
    const name = `${pick(PREFIXES)} ${pick(words)}${next() < 0.5 ? ` ${pick(words)}` : ''}`;
    synthetic.push({
      key: `bench:${n}`,
      slug: `bench-${n}`,
      name,
      country: near.country,
      ...(near.region ? { region: near.region } : {}),
      lat: round5(Math.max(-89, Math.min(89, near.lat + (next() - 0.5) * 0.45))),
      lng: round5(near.lng + (next() - 0.5) * 0.65),
      ...(next() < 0.3 ? { amenities: ['drivingRange' as const] } : {}),
    });
  }
  return { ...real, version: `${real.version}+bench-${total}`, clubs: synthetic };
}
