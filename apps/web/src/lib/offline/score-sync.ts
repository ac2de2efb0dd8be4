import type { ScoreWriteResponse } from '@fairway/contract';
import { afterFailure, classifyWriteError, flushQueue, keepLatest, retried, scoreKeyId } from './score-queue';
import type {
  FlushReport,
  QueuedScore,
  ScoreKey,
  ScoreQueueStorage,
  ScoreValues,
  SendOutcome,
} from './score-queue';

/** A queued entry as the screen sees it. */
export interface PendingScore extends QueuedScore {
  /**
   * True once a send failed (offline, no answer) or the entry was left over from an earlier visit: the screen
   * marks it "not synced". An entry on its first, still running, send is not marked (no flicker on every tap).
   * An entry set aside (`setAside`) is always stalled.
   */
  stalled: boolean;
}

/** How an entry is written: `live` is the immediate write (`PUT …/score`), `flush` the replay (`POST …/scores`). */
export type WriteVia = 'live' | 'flush';

export interface ScoreSyncOptions {
  storage: ScoreQueueStorage;
  /** Writes one entry to the server; rejects with the API's error (status 0 when nothing answered). */
  write: (entry: QueuedScore, via: WriteVia) => Promise<ScoreWriteResponse>;
  /** Whether the device believes it is online; when not, entries are only queued. */
  isOnline?: () => boolean;
  /** The server answered for an entry (update what the screen shows with `response.score`). */
  onSaved?: (entry: QueuedScore, response: ScoreWriteResponse) => void;
  /**
   * The server refused an entry (a 4xx), or failed on it too often: it was set aside, and waits on the device
   * for the golfer to retry or discard it ("Error saving score").
   */
  onSetAside?: (entry: QueuedScore, error: unknown) => void;
  /** A flush delivered `count` entries that had been waiting ("scores synced"). */
  onSynced?: (count: number, report: FlushReport) => void;
  now?: () => Date;
}

/** One new hole entry, as the score screen makes it. */
export interface ScoreInput extends ScoreKey {
  values: ScoreValues;
  enteredBy: string;
  /** Defaults to now: the moment of the golfer's entry on this device. */
  enteredAt?: string;
}

/**
 * The score write path of the live screen. Every entry is queued first (see score-queue.ts), then sent at once
 * when online; an entry whose send fails for want of an answer stays queued and is sent by the next `flush`
 * (the browser came back online, the realtime connection resynced, the app reopened). One send per hole and
 * player is in flight at a time; a newer entry made meanwhile is sent right after.
 */
export class ScoreSync {
  /** The queue's entries, mirrored in memory so that the screen updates on the tap, not after IndexedDB. */
  private readonly entries = new Map<string, QueuedScore>();
  private readonly stalled = new Set<string>();
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly snapshots = new Map<string, readonly PendingScore[]>();
  private flushing: Promise<FlushReport> | null = null;
  private flushAgain: { enteredBy?: string } | null = null;
  private readonly options: Required<Omit<ScoreSyncOptions, 'onSaved' | 'onSetAside' | 'onSynced'>> &
    Pick<ScoreSyncOptions, 'onSaved' | 'onSetAside' | 'onSynced'>;
  /** Resolves once the entries left over from earlier visits are loaded. */
  readonly ready: Promise<void>;

  constructor(options: ScoreSyncOptions) {
    this.options = {
      isOnline: () => true,
      now: () => new Date(),
      ...options,
    };
    this.ready = this.options.storage
      .list()
      .then((entries) => {
        for (const entry of entries) {
          const id = scoreKeyId(entry);
          this.entries.set(id, keepLatest(this.entries.get(id), entry));
          this.stalled.add(id);
        }
        this.changed();
      })
      .catch((error: unknown) => console.warn('The offline score queue could not be read', error));
  }

  /** Calls `listener` after every change of the queue; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The queued entries of a game, oldest first; the same array until the queue changes. */
  pendingOf(gameId: string): readonly PendingScore[] {
    let snapshot = this.snapshots.get(gameId);
    if (!snapshot) {
      snapshot = [...this.entries.entries()]
        .filter(([, entry]) => entry.gameId === gameId)
        .map(([id, entry]) => ({ ...entry, stalled: this.stalled.has(id) }))
        .sort((a, b) => Date.parse(a.enteredAt) - Date.parse(b.enteredAt));
      this.snapshots.set(gameId, snapshot);
    }
    return snapshot;
  }

  /** How many entries of any game wait for the server. */
  get size(): number {
    return this.entries.size;
  }

  /** Queues one entry, then sends it when online. Resolves once it is stored on the device. */
  async record(input: ScoreInput): Promise<void> {
    const entry: QueuedScore = {
      gameId: input.gameId,
      playerId: input.playerId,
      holeNumber: input.holeNumber,
      values: input.values,
      enteredBy: input.enteredBy,
      enteredAt: input.enteredAt ?? this.options.now().toISOString(),
    };
    const id = scoreKeyId(entry);
    const kept = keepLatest(this.entries.get(id), entry);
    this.entries.set(id, kept);
    if (!this.options.isOnline()) this.stalled.add(id);
    this.changed();
    await this.options.storage.put(entry);
    if (this.options.isOnline()) void this.sendLive(id);
  }

  /**
   * Sends every queued entry made by `enteredBy` (all games), oldest first, through the flush write. Entries
   * being sent already are left to that send. Concurrent calls share one run, followed by one more if asked
   * meanwhile.
   */
  flush(options: { enteredBy?: string } = {}): Promise<FlushReport> {
    if (this.flushing) {
      this.flushAgain = options;
      return this.flushing;
    }
    const run = this.runFlush(options).finally(() => {
      this.flushing = null;
      const again = this.flushAgain;
      this.flushAgain = null;
      if (again) void this.flush(again);
    });
    this.flushing = run;
    return run;
  }

  /** Drops queued entries the server already holds (or holds a later entry for). */
  async prune(entries: readonly QueuedScore[]): Promise<void> {
    let removed = 0;
    for (const entry of entries) {
      const id = scoreKeyId(entry);
      if (this.inFlight.has(id) || this.entries.get(id)?.enteredAt !== entry.enteredAt) continue;
      await this.options.storage.remove(entry, entry.enteredAt);
      this.forget(entry);
      removed += 1;
    }
    // Only a real change notifies: the screen prunes on every render that shows superseded entries.
    if (removed > 0) this.changed();
  }

  /** Sends an entry that was set aside again, as if just made (the golfer chose Retry). */
  async retry(key: ScoreKey): Promise<void> {
    const id = scoreKeyId(key);
    const entry = this.entries.get(id);
    if (!entry?.setAside) return;
    const fresh = retried(entry);
    this.entries.set(id, fresh);
    this.changed();
    await this.options.storage.update(fresh);
    if (this.options.isOnline()) void this.sendLive(id);
  }

  /** Removes an entry that was set aside from the device (the golfer chose Discard). */
  async discard(key: ScoreKey): Promise<void> {
    const entry = this.entries.get(scoreKeyId(key));
    if (!entry?.setAside) return;
    await this.options.storage.remove(entry, entry.enteredAt);
    this.forget(entry);
    this.changed();
  }

  /** Forgets every entry of a game (it was deleted). */
  async clearGame(gameId: string): Promise<void> {
    await this.options.storage.clear(gameId);
    for (const [id, entry] of this.entries) {
      if (entry.gameId !== gameId) continue;
      this.entries.delete(id);
      this.stalled.delete(id);
    }
    this.changed();
  }

  private async runFlush({ enteredBy }: { enteredBy?: string }): Promise<FlushReport> {
    await this.ready;
    const waiting = new Set(this.stalled);
    const report = await flushQueue(
      this.options.storage,
      async (entry) => {
        const id = scoreKeyId(entry);
        this.inFlight.add(id);
        try {
          return await this.send(entry, 'flush');
        } finally {
          this.inFlight.delete(id);
        }
      },
      {
        ...(enteredBy === undefined ? {} : { enteredBy }),
        skip: (entry) => this.inFlight.has(scoreKeyId(entry)),
        now: this.options.now,
      },
    );
    for (const { entry } of report.sent) this.forget(entry);
    for (const entry of [...report.kept, ...report.setAside.map((aside) => aside.entry)])
      this.remember(entry);
    for (const { entry, error } of report.setAside) this.options.onSetAside?.(entry, error);
    this.changed();
    const synced = report.sent.filter(({ entry }) => waiting.has(scoreKeyId(entry))).length;
    if (synced > 0) this.options.onSynced?.(synced, report);
    // Entries made while the flush was sending an older one of their hole: send them now.
    if (this.options.isOnline()) {
      for (const id of [...this.entries.keys()]) {
        if (!this.stalled.has(id) && !this.inFlight.has(id)) void this.sendLive(id);
      }
    }
    return report;
  }

  private async sendLive(id: string): Promise<void> {
    if (this.inFlight.has(id)) return; // the running send sends the newer entry when it ends
    this.inFlight.add(id);
    try {
      for (;;) {
        const entry = this.entries.get(id);
        if (!entry) return;
        const outcome = await this.send(entry, 'live');
        if (outcome.kind !== 'sent') {
          // No answer, or a refusal or failure: the entry waits (the flush tries again, or the golfer decides).
          const updated = afterFailure(entry, outcome, this.options.now());
          if (updated) await this.options.storage.update(updated);
          this.remember(updated ?? entry);
          this.changed();
          if (updated?.setAside) this.options.onSetAside?.(updated, outcome.error);
          return;
        }
        await this.options.storage.remove(entry, entry.enteredAt);
        this.forget(entry);
        this.changed();
        if (this.entries.get(id) === undefined) return;
      }
    } finally {
      this.inFlight.delete(id);
    }
  }

  /** One write; reports the answer to the callbacks and classifies a failure. */
  private async send(entry: QueuedScore, via: WriteVia): Promise<SendOutcome> {
    try {
      const response = await this.options.write(entry, via);
      this.options.onSaved?.(entry, response);
      return { kind: 'sent', score: response.score, applied: response.applied };
    } catch (error) {
      return { kind: classifyWriteError(error), error };
    }
  }

  /** Keeps `entry` (with its failures or set-aside mark) in the mirror, stalled, unless a newer one replaced it. */
  private remember(entry: QueuedScore): void {
    const id = scoreKeyId(entry);
    if (this.entries.get(id)?.enteredAt !== entry.enteredAt) return;
    this.entries.set(id, entry);
    this.stalled.add(id);
  }

  /** Removes `entry` from the mirror if no newer entry replaced it meanwhile. */
  private forget(entry: QueuedScore): void {
    const id = scoreKeyId(entry);
    if (this.entries.get(id)?.enteredAt !== entry.enteredAt) return;
    this.entries.delete(id);
    this.stalled.delete(id);
  }

  private changed(): void {
    this.snapshots.clear();
    for (const listener of [...this.listeners]) listener();
  }
}
