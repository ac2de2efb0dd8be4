import type { HoleScore } from '@fairway/contract';
import type { FairwayHit } from '@fairway/golf';

/**
 * The offline score queue (games-and-profiles.md §4 "Offline queue", platform.md §4 "Offline"): every hole
 * entry goes here first, keyed by (game, player, hole) with its latest value and the moment the golfer made
 * it, and leaves only when the server has answered for it. The spec's device-storage key `mgp_offline_scores`
 * (a JSON list in localStorage) is superseded: the queue lives in IndexedDB (indexeddb-storage.ts), which
 * survives a reload, holds far more and is written atomically per entry.
 *
 * This module is the queue's logic, pure apart from the storage it is given, so that it is tested against an
 * in-memory storage (memory-storage.ts) and the IndexedDB one is exercised by the e2e journey.
 */

/** The values of one hole entry as written to `PUT /game/{id}/score` (unset fields are null). */
export interface ScoreValues {
  score: number | null;
  putts: number | null;
  waterPenalties: number | null;
  obPenalties: number | null;
  dropPenalties: number | null;
  fairwayHit: FairwayHit | null;
}

/** Identifies one hole entry of a round. */
export interface ScoreKey {
  gameId: string;
  playerId: string;
  holeNumber: number;
}

/** One queued entry: the spec's offline queue entry (timestamp = `enteredAt`). */
export interface QueuedScore extends ScoreKey {
  values: ScoreValues;
  /** When the golfer made the entry on this device (ISO 8601): the later entry wins on the server. */
  enteredAt: string;
  /** The signed-in user who made it; only that user's session sends it. */
  enteredBy: string;
  /** Server failures (5xx) in a row for this entry; at {@link MAX_SERVER_FAILURES} it is set aside. */
  failures?: number;
  /** Set when the server refused the entry for good: it waits for the golfer to retry or discard it. */
  setAside?: SetAside;
}

/** Why an entry was set aside: the answer that refused it, and when. */
export interface SetAside {
  /** The HTTP status (4xx, or the 5xx seen {@link MAX_SERVER_FAILURES} times). */
  status: number;
  /** The API's error code, translated by the screen. */
  code: string;
  at: string;
}

/** The same entry failing on the server this many times in a row is set aside like a refused one. */
export const MAX_SERVER_FAILURES = 3;

/** Where the queue keeps its entries. Implementations keep at most one entry per key. */
export interface ScoreQueueStorage {
  /**
   * Stores `entry` unless the entry already stored for its key was made later (a replayed older entry never
   * replaces a newer one). Resolves to the entry now stored for the key.
   */
  put(entry: QueuedScore): Promise<QueuedScore>;
  /** Every stored entry, or those of one game; oldest entry first. */
  list(gameId?: string): Promise<QueuedScore[]>;
  /**
   * Removes the entry of `key` if it is still the one made at `enteredAt` (a newer entry made while the older
   * one was being sent stays). Resolves to whether something was removed.
   */
  remove(key: ScoreKey, enteredAt: string): Promise<boolean>;
  /** Removes every entry of a game (the game was deleted). */
  clear(gameId: string): Promise<void>;
  /**
   * Replaces the stored entry of `entry`'s key with `entry` if the stored one was made at the same moment (its
   * bookkeeping changed: failures, set aside); a newer entry made meanwhile stays. Resolves to whether it did.
   */
  update(entry: QueuedScore): Promise<boolean>;
}

/** The key of an entry as one string, for maps. */
export function scoreKeyId({ gameId, playerId, holeNumber }: ScoreKey): string {
  return `${gameId}|${playerId}|${holeNumber}`;
}

/** Milliseconds since the epoch of an ISO time; unparsable times count as the oldest possible. */
function timeOf(iso: string | null | undefined): number {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** True when `candidate` was made after `current` (so it should replace it); ties keep `current`. */
export function isLaterEntry(
  candidate: { enteredAt: string },
  current: { enteredAt: string } | null | undefined,
): boolean {
  return !current || timeOf(candidate.enteredAt) > timeOf(current.enteredAt);
}

/** The entry to keep for one key: the later of the two (the stored one on a tie). */
export function keepLatest(stored: QueuedScore | undefined, incoming: QueuedScore): QueuedScore {
  return isLaterEntry(incoming, stored) ? incoming : (stored ?? incoming);
}

/** How a send attempt ended, as the flush needs to know it. */
export type SendOutcome =
  /** The server answered for the entry (applied, or a newer one kept): it leaves the queue. */
  | { kind: 'sent'; score: HoleScore; applied: boolean }
  /** The server refused it (a 4xx): sending it again cannot succeed; it is set aside for the golfer. */
  | { kind: 'rejected'; error: unknown }
  /** The server failed on it (a 5xx): it stays for a later try, and is set aside after a few in a row. */
  | { kind: 'failed'; error: unknown }
  /** No answer (offline, timeout): it stays, and so does everything after it (it would fail the same way). */
  | { kind: 'retry'; error: unknown };

/** The status of a failed write (0 when nothing answered). */
function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : 0;
  return typeof status === 'number' ? status : 0;
}

/** The API's error code of a failed write, or a client-side one. */
function codeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && code !== '' ? code : 'unknown_error';
}

/**
 * Sorts a failed write: a 4xx is final (`rejected`), a 5xx is the server's failure (`failed`), and no answer at
 * all (offline, timeout) is worth another try later (`retry`).
 */
export function classifyWriteError(error: unknown): 'rejected' | 'failed' | 'retry' {
  const status = statusOf(error);
  if (status >= 400 && status < 500) return 'rejected';
  return status >= 500 ? 'failed' : 'retry';
}

/**
 * The entry after a failed send: set aside when refused, or when the server failed on it
 * {@link MAX_SERVER_FAILURES} times in a row; otherwise with one more failure counted. `undefined` for a send
 * that got no answer (nothing to record).
 */
export function afterFailure(
  entry: QueuedScore,
  outcome: Exclude<SendOutcome, { kind: 'sent' }>,
  now: Date,
): QueuedScore | undefined {
  if (outcome.kind === 'retry') return undefined;
  const failures = (entry.failures ?? 0) + (outcome.kind === 'failed' ? 1 : 0);
  if (outcome.kind === 'failed' && failures < MAX_SERVER_FAILURES) return { ...entry, failures };
  const setAside = { status: statusOf(outcome.error), code: codeOf(outcome.error), at: now.toISOString() };
  return { ...entry, failures, setAside };
}

/** The entry as the golfer asked to send it again: no failures counted, not set aside. */
export function retried(entry: QueuedScore): QueuedScore {
  const { failures: _failures, setAside: _setAside, ...rest } = entry;
  return rest;
}

/** What one flush did. */
export interface FlushReport {
  /** Entries the server answered for. */
  sent: { entry: QueuedScore; score: HoleScore; applied: boolean }[];
  /** Entries set aside by this flush (refused, or failing on the server again and again). */
  setAside: { entry: QueuedScore; error: unknown }[];
  /** Entries still queued for a later flush. */
  kept: QueuedScore[];
}

export interface FlushOptions {
  /** Only this game's entries. */
  gameId?: string;
  /** Only entries made by this user (another account's entries wait for that account). */
  enteredBy?: string;
  /** Entries not to send now (already being sent elsewhere). */
  skip?: (entry: QueuedScore) => boolean;
  now?: () => Date;
}

/**
 * Sends the queued entries one by one, oldest first, with `send`, and empties the queue of those the server
 * answered for. Entries set aside wait for the golfer and are not sent. An entry the server refuses, or fails on
 * for the {@link MAX_SERVER_FAILURES}th time, is set aside and the flush goes on with the next: one bad entry never
 * holds up the others. Only a send with no answer at all stops the flush and keeps that entry and the rest. An
 * entry replaced by a newer one while it was being sent stays (the newer one is sent by a later flush).
 */
export async function flushQueue(
  storage: ScoreQueueStorage,
  send: (entry: QueuedScore) => Promise<SendOutcome>,
  { gameId, enteredBy, skip, now = () => new Date() }: FlushOptions = {},
): Promise<FlushReport> {
  const entries = (await storage.list(gameId)).filter(
    (entry) =>
      !entry.setAside && (enteredBy === undefined || entry.enteredBy === enteredBy) && !skip?.(entry),
  );
  const report: FlushReport = { sent: [], setAside: [], kept: [] };
  for (const [index, entry] of entries.entries()) {
    const outcome = await send(entry);
    if (outcome.kind === 'retry') {
      report.kept.push(...entries.slice(index));
      break;
    }
    if (outcome.kind === 'sent') {
      await storage.remove(entry, entry.enteredAt);
      report.sent.push({ entry, score: outcome.score, applied: outcome.applied });
      continue;
    }
    const updated = afterFailure(entry, outcome, now());
    if (updated) await storage.update(updated);
    if (updated?.setAside) report.setAside.push({ entry: updated, error: outcome.error });
    else report.kept.push(updated ?? entry);
  }
  return report;
}

/** A hole score as the live screen shows it: the server's, or a queued entry over it. */
export interface ShownScore extends ScoreValues {
  playerId: string;
  holeNumber: number;
  enteredAt: string;
  /** True while the value shown is a queued entry the server does not have yet. */
  pending: boolean;
}

/** Scores keyed by hole number, then player id (the shape of `GameDetail.scores`). */
export type ScoresByHole<T> = Record<string, Record<string, T>>;

/** The result of overlaying the queue on the server's scores. */
export interface MergedScores {
  scores: ScoresByHole<ShownScore>;
  /** Queued entries the server already has, or has a later entry for: they can leave the queue. */
  superseded: QueuedScore[];
}

function shownFromServer(score: HoleScore): ShownScore {
  return {
    playerId: score.playerId,
    holeNumber: score.holeNumber,
    score: score.score,
    putts: score.putts,
    waterPenalties: score.waterPenalties,
    obPenalties: score.obPenalties,
    dropPenalties: score.dropPenalties,
    fairwayHit: score.fairwayHit,
    enteredAt: score.enteredAt,
    pending: false,
  };
}

/**
 * Overlays a game's queued entries on the server's scores: a queued entry is shown (marked pending) while it
 * is later than what the server holds for its hole and player; once the server holds it or a later entry,
 * the server's value is shown and the queued entry is reported as superseded.
 */
export function mergeQueuedScores(
  server: ScoresByHole<HoleScore>,
  queued: readonly QueuedScore[],
): MergedScores {
  const scores: ScoresByHole<ShownScore> = {};
  for (const [hole, byPlayer] of Object.entries(server)) {
    scores[hole] = Object.fromEntries(
      Object.entries(byPlayer).map(([playerId, score]) => [playerId, shownFromServer(score)]),
    );
  }
  const superseded: QueuedScore[] = [];
  for (const entry of queued) {
    const hole = String(entry.holeNumber);
    const stored = server[hole]?.[entry.playerId];
    if (!isLaterEntry(entry, stored)) {
      superseded.push(entry);
      continue;
    }
    (scores[hole] ??= {})[entry.playerId] = {
      playerId: entry.playerId,
      holeNumber: entry.holeNumber,
      ...entry.values,
      enteredAt: entry.enteredAt,
      pending: true,
    };
  }
  return { scores, superseded };
}

/**
 * The game detail's scores with one server answer applied, unless the cached score is already as new (by
 * version). Returns the same object when nothing changes.
 */
export function withServerScore(scores: ScoresByHole<HoleScore>, score: HoleScore): ScoresByHole<HoleScore> {
  const hole = String(score.holeNumber);
  const cached = scores[hole]?.[score.playerId];
  if (cached && cached.version >= score.version) return scores;
  return { ...scores, [hole]: { ...scores[hole], [score.playerId]: score } };
}
