// What the benchmarks share: a deterministic sequence for their data, percentiles and units, and the latency loop
// (warm-up, then requests one after another, p50 and p95 of their times).

/** A deterministic pseudo-random sequence in [0, 1), so that every run measures the same data. */
export function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The `p`th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export const percentile = (sorted: ArrayLike<number>, p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

export interface Latency {
  p50: number;
  p95: number;
}

/**
 * Sends `warmUp` requests unmeasured, then `requests` one after another, timing each (ms); `send` throws on an
 * answer it does not expect.
 */
export async function latencies(
  send: () => Promise<unknown>,
  { warmUp = 30, requests = 200 }: { warmUp?: number; requests?: number } = {},
): Promise<Latency> {
  for (let i = 0; i < warmUp; i += 1) await send();
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await send();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
