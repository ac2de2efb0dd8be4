import { describe, expect, it } from 'vitest';
import { homeMode, initialPlayState, playReducer } from './play-flow';
import type { PlayAction, PlayContext, PlayState } from './play-flow';

const LAYOUT = [1, 2, 3];
const gps: PlayContext = { layout: LAYOUT, hasGps: true, autoAdvance: false };
const noGps: PlayContext = { layout: LAYOUT, hasGps: false, autoAdvance: false };

const run = (state: PlayState, context: PlayContext, ...actions: PlayAction[]) =>
  actions.reduce((current, action) => playReducer(current, action, context), state);

describe('the live screen’s views', () => {
  it('starts on the map with GPS and on the list without', () => {
    expect(homeMode(true)).toBe('map');
    expect(initialPlayState(noGps, 1, 'a').mode).toBe('list');
    expect(initialPlayState(gps, 1, 'a').mode).toBe('map');
  });

  it('toggles map and score with GPS; without GPS the map never shows', () => {
    const start = initialPlayState(gps, 1, 'a');
    expect(run(start, gps, { type: 'toggleMap' }).mode).toBe('entry');
    expect(run(start, gps, { type: 'toggleMap' }, { type: 'toggleMap' }).mode).toBe('map');
    const list = initialPlayState(noGps, 1, 'a');
    expect(run(list, noGps, { type: 'toggleMap' }).mode).toBe('list');
  });

  it('saving from the map’s score view moves to the next hole and back to the map', () => {
    const state = run(initialPlayState(gps, 1, 'a'), gps, { type: 'toggleMap' }, { type: 'saved', holeComplete: false });
    expect(state).toMatchObject({ mode: 'map', hole: 2 });
    const last = run({ ...initialPlayState(gps, 3, 'a') }, gps, { type: 'openEntry', playerId: 'b' }, {
      type: 'saved',
      holeComplete: true,
    });
    expect(last).toMatchObject({ mode: 'map', hole: 3 });
  });

  it('saving from the list returns to the list, moving on only with autoAdvance once the hole is complete', () => {
    const list = initialPlayState(noGps, 1, 'a');
    const open = (context: PlayContext) => run(list, context, { type: 'openEntry', playerId: 'b' });
    expect(run(open(noGps), noGps, { type: 'saved', holeComplete: true })).toMatchObject({ mode: 'list', hole: 1 });
    const auto = { ...noGps, autoAdvance: true };
    expect(run(open(auto), auto, { type: 'saved', holeComplete: false })).toMatchObject({ mode: 'list', hole: 1 });
    expect(run(open(auto), auto, { type: 'saved', holeComplete: true })).toMatchObject({ mode: 'list', hole: 2 });
  });

  it('closing the score view returns where it was opened from', () => {
    const fromList = run(initialPlayState(gps, 1, 'a'), gps, { type: 'toggleMap' }, { type: 'toggleMap' });
    expect(fromList.mode).toBe('map');
    const opened = run(initialPlayState(noGps, 1, 'a'), noGps, { type: 'openEntry', playerId: 'b' });
    expect(opened).toMatchObject({ mode: 'entry', playerId: 'b' });
    expect(run(opened, noGps, { type: 'closeEntry' }).mode).toBe('list');
  });

  it('keeps hole navigation inside the layout', () => {
    const state = initialPlayState(noGps, 1, 'a');
    expect(run(state, noGps, { type: 'step', delta: -1 }).hole).toBe(1);
    expect(run(state, noGps, { type: 'step', delta: 1 }, { type: 'step', delta: 1 }, { type: 'step', delta: 1 }).hole).toBe(3);
    expect(run(state, noGps, { type: 'goToHole', hole: 7 }).hole).toBe(1);
    expect(run(state, noGps, { type: 'goToHole', hole: 2 }).hole).toBe(2);
  });
});
