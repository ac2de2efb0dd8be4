import type { HoleScore, ScoreWriteResponse } from '@fairway/contract';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryScoreStorage } from './memory-storage';
import type { QueuedScore } from './score-queue';
import { ScoreSync } from './score-sync';
import type { WriteVia } from './score-sync';

const VALUES = {
  score: 5,
  putts: 2,
  waterPenalties: 0,
  obPenalties: 0,
  dropPenalties: 0,
  fairwayHit: null,
};

function answer(entry: QueuedScore, version = 1): ScoreWriteResponse {
  const score: HoleScore = {
    playerId: entry.playerId,
    holeNumber: entry.holeNumber,
    ...entry.values,
    enteredBy: entry.enteredBy,
    enteredAt: entry.enteredAt,
    version,
  };
  return { applied: true, score };
}

class NetworkError extends Error {
  readonly status = 0;
}
class Refused extends Error {
  readonly status = 400;
  readonly code = 'score_out_of_range';
}
class Failing extends Error {
  readonly status = 500;
  readonly code = 'internal_error';
}

/** A fake server: records writes, fails while `offline`, answers in order or when released. */
function fakeServer() {
  const writes: { entry: QueuedScore; via: WriteVia }[] = [];
  const state = { offline: false, refuse: false, refuseHole: 0, failHole: 0 };
  const write = vi.fn(async (entry: QueuedScore, via: WriteVia) => {
    if (state.offline) throw new NetworkError('offline');
    if (state.refuse || state.refuseHole === entry.holeNumber) throw new Refused('score_out_of_range');
    if (state.failHole === entry.holeNumber) throw new Failing('boom');
    writes.push({ entry, via });
    return answer(entry, writes.length);
  });
  return { writes, state, write };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { online?: () => boolean; initial?: QueuedScore[] } = {}) {
  const server = fakeServer();
  const storage = createMemoryScoreStorage(options.initial);
  const onSaved = vi.fn();
  const onSetAside = vi.fn();
  const onSynced = vi.fn();
  let clock = Date.parse('2026-05-01T10:00:00.000Z');
  const sync = new ScoreSync({
    storage,
    write: server.write,
    isOnline: options.online ?? (() => !server.state.offline),
    onSaved,
    onSetAside,
    onSynced,
    now: () => new Date((clock += 1000)),
  });
  return { sync, server, storage, onSaved, onSetAside, onSynced };
}

const input = (holeNumber: number, score = 5) => ({
  gameId: 'g1',
  playerId: 'p1',
  holeNumber,
  values: { ...VALUES, score },
  enteredBy: 'u1',
});

describe('ScoreSync', () => {
  it('queues an entry, sends it at once, and empties the queue when the server answers', async () => {
    const { sync, server, storage, onSaved } = setup();
    await sync.ready;
    await sync.record(input(1));
    expect(sync.pendingOf('g1')).toHaveLength(1);
    await vi.waitFor(() => expect(sync.pendingOf('g1')).toHaveLength(0));
    expect(server.writes.map((w) => w.via)).toEqual(['live']);
    expect(server.writes[0]?.entry.enteredAt).toBe('2026-05-01T10:00:01.000Z');
    expect(await storage.list()).toEqual([]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('keeps entries made offline, marks them not synced, and flushes them with one "synced" report', async () => {
    const { sync, server, onSynced } = setup();
    await sync.ready;
    server.state.offline = true;
    await sync.record(input(1, 4));
    await sync.record(input(2, 5));
    await sync.record(input(3, 6));
    await tick();
    expect(sync.pendingOf('g1').map((p) => [p.holeNumber, p.stalled])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    server.state.offline = false;
    const report = await sync.flush({ enteredBy: 'u1' });
    expect(report.sent).toHaveLength(3);
    expect(server.writes.map((w) => [w.entry.holeNumber, w.via])).toEqual([
      [1, 'flush'],
      [2, 'flush'],
      [3, 'flush'],
    ]);
    expect(onSynced).toHaveBeenCalledWith(3, report);
    expect(sync.pendingOf('g1')).toEqual([]);
  });

  it('marks an entry not synced when its send finds no network, even if the device thought it was online', async () => {
    const { sync, server } = setup({ online: () => true });
    await sync.ready;
    server.state.offline = true;
    await sync.record(input(1));
    await vi.waitFor(() => expect(sync.pendingOf('g1')[0]?.stalled).toBe(true));
  });

  it('sets aside an entry the server refuses, keeps it on the device, and reports it', async () => {
    const { sync, server, storage, onSetAside } = setup();
    await sync.ready;
    server.state.refuse = true;
    await sync.record(input(1));
    await vi.waitFor(() => expect(sync.pendingOf('g1')[0]?.setAside?.code).toBe('score_out_of_range'));
    expect(sync.pendingOf('g1')[0]?.stalled).toBe(true);
    expect(onSetAside).toHaveBeenCalledTimes(1);
    expect((await storage.list())[0]?.setAside?.status).toBe(400);
  });

  it('keeps syncing the entries queued after one the server refuses', async () => {
    const { sync, server } = setup({ online: () => false });
    await sync.ready;
    await sync.record(input(1));
    await sync.record(input(2));
    await sync.record(input(3));
    server.state.refuseHole = 1;
    await sync.flush({ enteredBy: 'u1' });
    expect(server.writes.map(({ entry }) => entry.holeNumber)).toEqual([2, 3]);
    expect(sync.pendingOf('g1').map((entry) => [entry.holeNumber, !!entry.setAside])).toEqual([[1, true]]);
  });

  it('sets aside an entry the server fails on three times, not before, and goes on meanwhile', async () => {
    const { sync, server, onSetAside } = setup({ online: () => false });
    await sync.ready;
    await sync.record(input(1));
    await sync.record(input(2));
    server.state.failHole = 1;
    await sync.flush({ enteredBy: 'u1' });
    expect(server.writes.map(({ entry }) => entry.holeNumber)).toEqual([2]);
    await sync.flush({ enteredBy: 'u1' });
    expect(sync.pendingOf('g1')[0]?.setAside).toBeUndefined();
    await sync.flush({ enteredBy: 'u1' });
    expect(sync.pendingOf('g1')[0]?.setAside?.status).toBe(500);
    expect(onSetAside).toHaveBeenCalledTimes(1);
    await sync.flush({ enteredBy: 'u1' });
    expect(server.write).toHaveBeenCalledTimes(4);
  });

  it('retries an entry set aside when the golfer asks, and saves it once the server takes it', async () => {
    const { sync, server, storage } = setup();
    await sync.ready;
    server.state.refuse = true;
    await sync.record(input(1));
    await vi.waitFor(() => expect(sync.pendingOf('g1')[0]?.setAside).toBeDefined());
    server.state.refuse = false;
    await sync.retry({ gameId: 'g1', playerId: 'p1', holeNumber: 1 });
    await vi.waitFor(() => expect(sync.pendingOf('g1')).toEqual([]));
    expect(await storage.list()).toEqual([]);
    expect(server.writes).toHaveLength(1);
  });

  it('discards an entry set aside when the golfer asks', async () => {
    const { sync, server, storage } = setup();
    await sync.ready;
    server.state.refuse = true;
    await sync.record(input(1));
    await vi.waitFor(() => expect(sync.pendingOf('g1')[0]?.setAside).toBeDefined());
    await sync.discard({ gameId: 'g1', playerId: 'p1', holeNumber: 1 });
    expect(sync.pendingOf('g1')).toEqual([]);
    expect(await storage.list()).toEqual([]);
  });

  it('keeps an entry set aside across a reload', async () => {
    const first = setup();
    await first.sync.ready;
    first.server.state.refuse = true;
    await first.sync.record(input(1));
    await vi.waitFor(() => expect(first.sync.pendingOf('g1')[0]?.setAside).toBeDefined());
    const reloaded = setup({ initial: await first.storage.list() });
    await reloaded.sync.ready;
    await reloaded.sync.flush({ enteredBy: 'u1' });
    expect(reloaded.server.write).not.toHaveBeenCalled();
    expect(reloaded.sync.pendingOf('g1')[0]?.setAside?.code).toBe('score_out_of_range');
  });

  it('sends one entry per hole at a time, and the latest value last', async () => {
    const { sync, server } = setup();
    await sync.ready;
    await Promise.all([sync.record(input(1, 4)), sync.record(input(1, 5)), sync.record(input(1, 6))]);
    await vi.waitFor(() => expect(sync.pendingOf('g1')).toHaveLength(0));
    expect(server.writes.at(-1)?.entry.values.score).toBe(6);
    expect(server.writes.length).toBeLessThanOrEqual(3);
  });

  it('loads entries left by an earlier visit as not synced, and flushes only the signed-in user’s', async () => {
    const left: QueuedScore[] = [
      { ...input(4), enteredAt: '2026-04-30T10:00:00.000Z' },
      { ...input(5), enteredBy: 'someone-else', enteredAt: '2026-04-30T10:00:01.000Z' },
    ];
    const { sync, server } = setup({ initial: left });
    await sync.ready;
    expect(sync.pendingOf('g1').every((p) => p.stalled)).toBe(true);
    await sync.flush({ enteredBy: 'u1' });
    expect(server.writes.map((w) => w.entry.holeNumber)).toEqual([4]);
    expect(sync.pendingOf('g1').map((p) => p.holeNumber)).toEqual([5]);
  });

  it('prunes entries the server already holds, and clears a deleted game', async () => {
    const { sync, server } = setup();
    await sync.ready;
    server.state.offline = true;
    await sync.record(input(1));
    await sync.record(input(2));
    await tick();
    const [first] = sync.pendingOf('g1');
    if (!first) throw new Error('queued');
    await sync.prune([first]);
    expect(sync.pendingOf('g1').map((p) => p.holeNumber)).toEqual([2]);
    await sync.clearGame('g1');
    expect(sync.pendingOf('g1')).toEqual([]);
  });

  it('notifies subscribers and keeps a snapshot stable until the queue changes', async () => {
    const { sync, server } = setup();
    await sync.ready;
    server.state.offline = true;
    const listener = vi.fn();
    const unsubscribe = sync.subscribe(listener);
    await sync.record(input(1));
    expect(listener).toHaveBeenCalled();
    expect(sync.pendingOf('g1')).toBe(sync.pendingOf('g1'));
    unsubscribe();
  });
});

describe('pruning', () => {
  it('does not notify when nothing was removed (an entry being sent stays)', async () => {
    const server = fakeServer();
    let release: () => void = () => undefined;
    server.write.mockImplementationOnce(
      (entry) =>
        new Promise((resolve) => {
          release = () => resolve(answer(entry));
        }),
    );
    const sync = new ScoreSync({ storage: createMemoryScoreStorage(), write: server.write });
    await sync.ready;
    await sync.record(input(1));
    const [sending] = sync.pendingOf('g1');
    if (!sending) throw new Error('queued');
    const listener = vi.fn();
    sync.subscribe(listener);
    await sync.prune([sending]);
    expect(listener).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(sync.pendingOf('g1')).toEqual([]));
  });
});
