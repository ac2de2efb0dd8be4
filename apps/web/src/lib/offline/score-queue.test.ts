import type { HoleScore } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { createMemoryScoreStorage, createResilientStorage } from './memory-storage';
import {
  classifyWriteError,
  flushQueue,
  isLaterEntry,
  keepLatest,
  MAX_SERVER_FAILURES,
  mergeQueuedScores,
  retried,
  scoreKeyId,
  withServerScore,
} from './score-queue';
import type { QueuedScore, ScoreQueueStorage, SendOutcome } from './score-queue';

const VALUES = {
  score: 5,
  putts: 2,
  waterPenalties: 0,
  obPenalties: 0,
  dropPenalties: 0,
  fairwayHit: 'center' as const,
};

function entry(overrides: Partial<QueuedScore> = {}): QueuedScore {
  return {
    gameId: 'g1',
    playerId: 'p1',
    holeNumber: 1,
    values: VALUES,
    enteredAt: '2026-05-01T10:00:00.000Z',
    enteredBy: 'u1',
    ...overrides,
  };
}

function serverScore(overrides: Partial<HoleScore> = {}): HoleScore {
  return {
    playerId: 'p1',
    holeNumber: 1,
    ...VALUES,
    score: 4,
    enteredBy: 'u2',
    enteredAt: '2026-05-01T09:59:00.000Z',
    version: 1,
    ...overrides,
  };
}

const sent = (e: QueuedScore): SendOutcome => ({
  kind: 'sent',
  applied: true,
  score: serverScore({ playerId: e.playerId, holeNumber: e.holeNumber, score: e.values.score }),
});

describe('keeping the latest entry', () => {
  it('replaces an entry only with a later one', () => {
    const early = entry({ enteredAt: '2026-05-01T10:00:00.000Z' });
    const late = entry({ enteredAt: '2026-05-01T10:00:01.000Z', values: { ...VALUES, score: 6 } });
    expect(keepLatest(early, late)).toBe(late);
    expect(keepLatest(late, early)).toBe(late);
    expect(keepLatest(undefined, early)).toBe(early);
    expect(isLaterEntry(early, early)).toBe(false);
  });

  it('compares times, not strings (offsets differ)', () => {
    expect(
      isLaterEntry({ enteredAt: '2026-05-01T12:00:00+02:00' }, { enteredAt: '2026-05-01T09:30:00Z' }),
    ).toBe(true);
  });

  it('keys by game, player and hole', () => {
    expect(scoreKeyId(entry())).toBe('g1|p1|1');
  });
});

describe.each([
  ['memory', () => createMemoryScoreStorage()],
  ['resilient over a broken primary', () => createResilientStorage(brokenStorage())],
])('the %s storage', (_name, make: () => ScoreQueueStorage) => {
  it('holds one entry per key, the latest, whatever the order they arrive in', async () => {
    const storage = make();
    const late = entry({ enteredAt: '2026-05-01T10:05:00.000Z', values: { ...VALUES, score: 7 } });
    await storage.put(late);
    const kept = await storage.put(entry());
    expect(kept).toEqual(late);
    expect(await storage.list()).toEqual([late]);
  });

  it('removes an entry only while it is unchanged', async () => {
    const storage = make();
    const first = entry();
    await storage.put(first);
    const second = entry({ enteredAt: '2026-05-01T10:00:02.000Z' });
    await storage.put(second);
    expect(await storage.remove(first, first.enteredAt)).toBe(false);
    expect(await storage.list()).toEqual([second]);
    expect(await storage.remove(second, second.enteredAt)).toBe(true);
    expect(await storage.list()).toEqual([]);
  });

  it('lists one game, oldest first, and clears one game', async () => {
    const storage = make();
    const b = entry({ holeNumber: 2, enteredAt: '2026-05-01T10:00:05.000Z' });
    const a = entry({ holeNumber: 3, enteredAt: '2026-05-01T10:00:01.000Z' });
    const other = entry({ gameId: 'g2' });
    for (const e of [b, a, other]) await storage.put(e);
    expect(await storage.list('g1')).toEqual([a, b]);
    await storage.clear('g1');
    expect(await storage.list()).toEqual([other]);
  });
});

function brokenStorage(): ScoreQueueStorage {
  const fail = () => Promise.reject(new Error('IndexedDB is blocked'));
  return { put: fail, list: fail, remove: fail, clear: fail, update: fail };
}

describe('classifying a failed write', () => {
  it.each([
    [{ status: 0, code: 'network_error' }, 'retry'],
    [{ status: 0, code: 'timeout' }, 'retry'],
    [{ status: 500 }, 'failed'],
    [{ status: 503 }, 'failed'],
    [{ status: 400 }, 'rejected'],
    [{ status: 403 }, 'rejected'],
    [{ status: 404 }, 'rejected'],
    [new TypeError('Failed to fetch'), 'retry'],
  ])('%o is %s', (error, kind) => {
    expect(classifyWriteError(error)).toBe(kind);
  });
});

describe('flushing the queue', () => {
  it('sends every entry oldest first and empties the queue', async () => {
    const storage = createMemoryScoreStorage([
      entry({ holeNumber: 2, enteredAt: '2026-05-01T10:00:02.000Z' }),
      entry({ holeNumber: 1, enteredAt: '2026-05-01T10:00:01.000Z' }),
    ]);
    const order: number[] = [];
    const report = await flushQueue(storage, async (e) => {
      order.push(e.holeNumber);
      return sent(e);
    });
    expect(order).toEqual([1, 2]);
    expect(report.sent).toHaveLength(2);
    expect(await storage.list()).toEqual([]);
  });

  it('sets a refused entry aside, keeps it on the device, and goes on with the next', async () => {
    const storage = createMemoryScoreStorage([
      entry({ holeNumber: 1, enteredAt: '2026-05-01T10:00:01.000Z' }),
      entry({ holeNumber: 2, enteredAt: '2026-05-01T10:00:02.000Z' }),
    ]);
    const report = await flushQueue(
      storage,
      async (e) =>
        e.holeNumber === 1 ? { kind: 'rejected', error: { status: 403, code: 'forbidden' } } : sent(e),
      { now: () => new Date('2026-05-01T11:00:00.000Z') },
    );
    expect(report.setAside.map(({ entry: e }) => e.holeNumber)).toEqual([1]);
    expect(report.sent.map(({ entry: e }) => e.holeNumber)).toEqual([2]);
    const [kept, ...rest] = await storage.list();
    expect(rest).toEqual([]);
    expect(kept?.holeNumber).toBe(1);
    expect(kept?.setAside).toEqual({ status: 403, code: 'forbidden', at: '2026-05-01T11:00:00.000Z' });
  });

  it('never sends an entry that is set aside', async () => {
    const aside = entry({
      setAside: { status: 400, code: 'validation_error', at: '2026-05-01T11:00:00.000Z' },
    });
    const storage = createMemoryScoreStorage([aside]);
    const seen: QueuedScore[] = [];
    await flushQueue(storage, async (e) => {
      seen.push(e);
      return sent(e);
    });
    expect(seen).toEqual([]);
    expect(await storage.list()).toEqual([aside]);
  });

  it('counts server failures, goes on with the next entries, and sets an entry aside at the third', async () => {
    const storage = createMemoryScoreStorage([
      entry({ holeNumber: 1, enteredAt: '2026-05-01T10:00:01.000Z' }),
      entry({ holeNumber: 2, enteredAt: '2026-05-01T10:00:02.000Z' }),
    ]);
    const send = async (e: QueuedScore): Promise<SendOutcome> =>
      e.holeNumber === 1 ? { kind: 'failed', error: { status: 500, code: 'internal_error' } } : sent(e);
    const first = await flushQueue(storage, send);
    expect(first.sent.map(({ entry: e }) => e.holeNumber)).toEqual([2]);
    expect(first.kept.map((e) => [e.holeNumber, e.failures])).toEqual([[1, 1]]);
    await flushQueue(storage, send);
    expect((await storage.list())[0]?.setAside).toBeUndefined();
    const third = await flushQueue(storage, send);
    expect(third.setAside.map(({ entry: e }) => [e.holeNumber, e.failures])).toEqual([
      [1, MAX_SERVER_FAILURES],
    ]);
    expect((await storage.list())[0]?.setAside?.code).toBe('internal_error');
  });

  it('retried entries lose their failures and their set-aside mark', () => {
    const aside = entry({ failures: 3, setAside: { status: 500, code: 'internal_error', at: 'x' } });
    expect(retried(aside)).toEqual(entry());
  });

  it('an update replaces only the entry made at the same moment', async () => {
    const storage = createMemoryScoreStorage([entry()]);
    expect(await storage.update(entry({ failures: 1 }))).toBe(true);
    expect((await storage.list())[0]?.failures).toBe(1);
    expect(await storage.update(entry({ enteredAt: '2026-05-01T09:00:00.000Z', failures: 2 }))).toBe(false);
    expect((await storage.list())[0]?.failures).toBe(1);
  });

  it('stops at a network failure and keeps that entry and the rest', async () => {
    const storage = createMemoryScoreStorage([
      entry({ holeNumber: 1, enteredAt: '2026-05-01T10:00:01.000Z' }),
      entry({ holeNumber: 2, enteredAt: '2026-05-01T10:00:02.000Z' }),
      entry({ holeNumber: 3, enteredAt: '2026-05-01T10:00:03.000Z' }),
    ]);
    let calls = 0;
    const report = await flushQueue(storage, async (e) => {
      calls += 1;
      return e.holeNumber === 2 ? { kind: 'retry', error: { status: 0 } } : sent(e);
    });
    expect(calls).toBe(2);
    expect(report.kept.map((e) => e.holeNumber)).toEqual([2, 3]);
    expect((await storage.list()).map((e) => e.holeNumber)).toEqual([2, 3]);
  });

  it('keeps an entry replaced by a newer one while it was being sent', async () => {
    const first = entry();
    const storage = createMemoryScoreStorage([first]);
    const newer = entry({ enteredAt: '2026-05-01T10:00:09.000Z', values: { ...VALUES, score: 3 } });
    await flushQueue(storage, async (e) => {
      await storage.put(newer);
      return sent(e);
    });
    expect(await storage.list()).toEqual([newer]);
  });

  it('sends only one game, one user, and skips what it is told to', async () => {
    const storage = createMemoryScoreStorage([
      entry({ holeNumber: 1 }),
      entry({ holeNumber: 2, enteredBy: 'someone-else' }),
      entry({ holeNumber: 3, gameId: 'g2' }),
      entry({ holeNumber: 4 }),
    ]);
    const seen: number[] = [];
    await flushQueue(
      storage,
      async (e) => {
        seen.push(e.holeNumber);
        return sent(e);
      },
      { gameId: 'g1', enteredBy: 'u1', skip: (e) => e.holeNumber === 4 },
    );
    expect(seen).toEqual([1]);
  });
});

describe('showing queued entries over the server’s scores', () => {
  it('shows a queued entry later than the server’s, marked pending', () => {
    const queued = entry({ enteredAt: '2026-05-01T10:00:00.000Z', values: { ...VALUES, score: 6 } });
    const { scores, superseded } = mergeQueuedScores({ '1': { p1: serverScore() } }, [queued]);
    expect(scores['1']?.p1).toMatchObject({ score: 6, pending: true });
    expect(superseded).toEqual([]);
  });

  it('shows the server’s value once it has the entry or a later one, and reports the queued one', () => {
    const queued = entry({ enteredAt: '2026-05-01T09:00:00.000Z' });
    const { scores, superseded } = mergeQueuedScores({ '1': { p1: serverScore() } }, [queued]);
    expect(scores['1']?.p1).toMatchObject({ score: 4, pending: false });
    expect(superseded).toEqual([queued]);

    const same = entry({ enteredAt: serverScore().enteredAt });
    expect(mergeQueuedScores({ '1': { p1: serverScore() } }, [same]).superseded).toEqual([same]);
  });

  it('adds holes and players the server has nothing for', () => {
    const queued = entry({ holeNumber: 7, playerId: 'p9' });
    const { scores } = mergeQueuedScores({ '1': { p1: serverScore() } }, [queued]);
    expect(scores['7']?.p9?.pending).toBe(true);
    expect(scores['1']?.p1?.pending).toBe(false);
  });
});

describe('applying a server answer to the cached scores', () => {
  it('replaces an older version and keeps a newer one', () => {
    const cached = { '1': { p1: serverScore({ version: 3, score: 4 }) } };
    expect(withServerScore(cached, serverScore({ version: 2, score: 9 }))).toBe(cached);
    expect(withServerScore(cached, serverScore({ version: 4, score: 5 }))['1']?.p1?.score).toBe(5);
    expect(withServerScore({}, serverScore({ holeNumber: 3 }))['3']?.p1?.holeNumber).toBe(3);
  });
});
