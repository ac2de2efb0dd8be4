import { describe, expect, it } from 'vitest';
import { entryLeftBy, homeMode, initialPlayState, nextPlayerWithoutScore, playReducer } from './play-flow';
import type { PlayAction, PlayContext, PlayState } from './play-flow';

const LAYOUT = [1, 2, 3];
const gps: PlayContext = { layout: LAYOUT, hasGps: true, autoAdvance: false };
const noGps: PlayContext = { layout: LAYOUT, hasGps: false, autoAdvance: false };

const run = (state: PlayState, context: PlayContext, ...actions: PlayAction[]) =>
  actions.reduce((current, action) => playReducer(current, action, context), state);
const saved = (holeComplete: boolean, nextPlayerId: string | null = null): PlayAction => ({
  type: 'saved',
  holeComplete,
  nextPlayerId,
});

describe('the live screen’s views', () => {
  it('starts on the map with GPS and on the list without', () => {
    expect(homeMode(true)).toBe('map');
    expect(initialPlayState(noGps, 1, 'a').mode).toBe('list');
    expect(initialPlayState(gps, 1, 'a').mode).toBe('map');
  });

  it('toggles map and scores with GPS; without GPS the map never shows', () => {
    const start = initialPlayState(gps, 1, 'a');
    expect(run(start, gps, { type: 'toggleMap' }).mode).toBe('list');
    expect(run(start, gps, { type: 'toggleMap' }, { type: 'toggleMap' }).mode).toBe('map');
    const entry = run(start, gps, { type: 'openEntry', playerId: 'a' });
    expect(run(entry, gps, { type: 'toggleMap' }).mode).toBe('map');
    const list = initialPlayState(noGps, 1, 'a');
    expect(run(list, noGps, { type: 'toggleMap' }).mode).toBe('list');
  });

  it('saving the last score of a hole moves to the next hole and the map (GPS) or the list', () => {
    const open = (context: PlayContext) =>
      run(initialPlayState(context, 1, 'a'), context, { type: 'openEntry', playerId: 'b' });
    expect(run(open(gps), gps, saved(true))).toMatchObject({ mode: 'map', hole: 2 });
    expect(run(open(noGps), noGps, saved(true))).toMatchObject({ mode: 'list', hole: 2 });
    const last = run(initialPlayState(gps, 3, 'a'), gps, { type: 'openEntry', playerId: 'a' }, saved(true));
    expect(last).toMatchObject({ mode: 'map', hole: 3 });
  });

  it('saving before the hole is complete returns to the list, or opens the next player with autoAdvance', () => {
    const open = (context: PlayContext) =>
      run(initialPlayState(context, 1, 'a'), context, { type: 'openEntry', playerId: 'a' });
    expect(run(open(gps), gps, saved(false, 'b'))).toMatchObject({ mode: 'list', hole: 1 });
    const auto = { ...noGps, autoAdvance: true };
    expect(run(open(auto), auto, saved(false, 'b'))).toMatchObject({ mode: 'entry', playerId: 'b', hole: 1 });
  });

  it('closing the score view returns to the list', () => {
    const opened = run(initialPlayState(gps, 1, 'a'), gps, { type: 'openEntry', playerId: 'b' });
    expect(opened).toMatchObject({ mode: 'entry', playerId: 'b' });
    expect(run(opened, gps, { type: 'closeEntry' }).mode).toBe('list');
    expect(run(opened, gps, { type: 'switchPlayer', playerId: 'c' }).playerId).toBe('c');
  });

  it('keeps hole navigation inside the layout', () => {
    const state = initialPlayState(noGps, 1, 'a');
    expect(run(state, noGps, { type: 'step', delta: -1 }).hole).toBe(1);
    const steps: PlayAction[] = [1, 2, 3].map(() => ({ type: 'step', delta: 1 }));
    expect(run(state, noGps, ...steps).hole).toBe(3);
    expect(run(state, noGps, { type: 'goToHole', hole: 7 }).hole).toBe(1);
    expect(run(state, noGps, { type: 'goToHole', hole: 2 }).hole).toBe(2);
  });
});

describe('the next player to score', () => {
  it('is the next in order without a score, wrapping around', () => {
    const scored = new Set(['b']);
    const has = (id: string) => scored.has(id);
    expect(nextPlayerWithoutScore(['a', 'b', 'c', 'd'], 'a', has)).toBe('c');
    expect(nextPlayerWithoutScore(['a', 'b', 'c'], 'c', has)).toBe('a');
    expect(nextPlayerWithoutScore(['a', 'b'], 'a', has)).toBeNull();
  });
});

describe('the entry left by an action (saved before it applies)', () => {
  const entry: PlayState = { mode: 'entry', hole: 4, playerId: 'a' };

  it('is the entry shown when the score view is dismissed', () => {
    expect(entryLeftBy(entry, { type: 'closeEntry' })).toEqual({ hole: 4, playerId: 'a' });
    expect(entryLeftBy(entry, { type: 'toggleMap' })).toEqual({ hole: 4, playerId: 'a' });
  });

  it('is the entry shown when switching to another player, not when tapping the same one', () => {
    expect(entryLeftBy(entry, { type: 'switchPlayer', playerId: 'b' })).toEqual({ hole: 4, playerId: 'a' });
    expect(entryLeftBy(entry, { type: 'switchPlayer', playerId: 'a' })).toBeNull();
  });

  it('is nothing when browsing holes, on Save (which writes itself) or outside the score view', () => {
    expect(entryLeftBy(entry, { type: 'step', delta: 1 })).toBeNull();
    expect(entryLeftBy(entry, { type: 'goToHole', hole: 2 })).toBeNull();
    expect(entryLeftBy(entry, saved(true))).toBeNull();
    expect(entryLeftBy({ ...entry, mode: 'list' }, { type: 'closeEntry' })).toBeNull();
    expect(entryLeftBy({ ...entry, mode: 'map' }, { type: 'openEntry', playerId: 'b' })).toBeNull();
  });
});
