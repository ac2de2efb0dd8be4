import { describe, expect, it } from 'vitest';
import {
  applyEntryAction,
  entryControls,
  entryOf,
  sameValues,
  shownEntry,
  shownValues,
  toScoreValues,
  valuesAfterPress,
  valuesToKeep,
} from './score-entry';
import type { HoleScoreEntry } from '@fairway/golf';
import type { EntryAction } from './score-entry';

const press = (entry: HoleScoreEntry, par: number, ...actions: EntryAction[]): HoleScoreEntry =>
  actions.reduce((current, action) => applyEntryAction(current, action, par), entry);

describe('the score view', () => {
  it('shows the defaults: score = par, putts 2, penalties 0, fairway center on a par 4', () => {
    expect(shownEntry({}, 4)).toEqual({
      score: 4,
      putts: 2,
      waterPenalties: 0,
      obPenalties: 0,
      dropPenalties: 0,
      fairwayHit: 'center',
    });
    expect(shownEntry({}, 3).fairwayHit).toBeNull();
  });

  it('sets par + 1 on the first plus press and par on the first minus press', () => {
    expect(press({}, 4, { type: 'score', delta: 1 }).score).toBe(5);
    expect(press({}, 4, { type: 'score', delta: -1 }).score).toBe(4);
    expect(press({}, 4, { type: 'score', delta: 1 }, { type: 'score', delta: 1 }).score).toBe(6);
  });

  it('sets 2 putts and par on the first putts press', () => {
    expect(press({}, 5, { type: 'putts', delta: 1 })).toMatchObject({ putts: 2, score: 5 });
    expect(press({ score: 3 }, 4, { type: 'putts', delta: -1 })).toMatchObject({ putts: 2, score: 3 });
  });

  it('raises the score when the putts reach it', () => {
    const entry = press({ score: 3, putts: 2 }, 4, { type: 'putts', delta: 1 });
    expect(entry).toMatchObject({ putts: 3, score: 4 });
  });

  it('stops the score at 15, the putts at 10 and the penalties at 9', () => {
    expect(entryControls({ score: 15 }, 4).scoreUp).toBe(false);
    expect(entryControls({ score: 14 }, 4).scoreUp).toBe(true);
    expect(entryControls({ score: 1 }, 4).scoreDown).toBe(false);
    expect(entryControls({ score: 12, putts: 10 }, 4).puttsUp).toBe(false);
    expect(entryControls({ putts: 0 }, 4).puttsDown).toBe(false);
    expect(entryControls({ waterPenalties: 9 }, 4).penaltyUp.water).toBe(false);
    expect(entryControls({ obPenalties: 0 }, 4).penaltyDown.ob).toBe(false);
    expect(press({ dropPenalties: 9 }, 4, { type: 'penalty', kind: 'drop', delta: 1 })).toMatchObject({
      dropPenalties: 9,
    });
  });

  it('offers the fairway only on par 4 and 5, and ignores it on a par 3', () => {
    expect(entryControls({}, 3).fairway).toBe(false);
    expect(entryControls({}, 5).fairway).toBe(true);
    expect(press({}, 3, { type: 'fairway', value: 'left' }).fairwayHit).toBeNull();
    expect(press({}, 4, { type: 'fairway', value: 'left' }).fairwayHit).toBe('left');
  });

  it('writes unset fields as null in the raw form, and the defaults shown in what is saved', () => {
    expect(toScoreValues({ score: 5 })).toEqual({
      score: 5,
      putts: null,
      waterPenalties: null,
      obPenalties: null,
      dropPenalties: null,
      fairwayHit: null,
    });
    expect(shownValues({ score: 5 }, 4)).toMatchObject({ score: 5, putts: 2, fairwayHit: 'center' });
    expect(shownValues({}, 3)).toMatchObject({ score: 3, putts: 2, fairwayHit: null });
  });
});

describe('what the score view writes', () => {
  const complete = (score: number, overrides: Partial<ReturnType<typeof shownValues>> = {}) => ({
    score,
    putts: 2,
    waterPenalties: 0,
    obPenalties: 0,
    dropPenalties: 0,
    fairwayHit: 'center' as const,
    ...overrides,
  });

  it('a first plus press writes par + 1 with the defaults shown (2 putts, fairway center, no penalties)', () => {
    expect(valuesAfterPress({}, { type: 'score', delta: 1 }, 4)).toEqual(complete(5));
  });

  it('a first minus press writes par with the defaults; a par 3 has no fairway', () => {
    expect(valuesAfterPress({}, { type: 'score', delta: -1 }, 3)).toEqual(complete(3, { fairwayHit: null }));
  });

  it('a fairway or penalty press on an unscored hole writes the par shown with it', () => {
    expect(valuesAfterPress({}, { type: 'fairway', value: 'left' }, 5)).toEqual(
      complete(5, { fairwayHit: 'left' }),
    );
    expect(valuesAfterPress({}, { type: 'penalty', kind: 'ob', delta: 1 }, 4)).toEqual(
      complete(4, { obPenalties: 1 }),
    );
  });

  it('a later press starts from what was written: putts go 2 → 3 and raise the score', () => {
    const first = valuesAfterPress({}, { type: 'score', delta: -1 }, 3);
    expect(first).toEqual(complete(3, { fairwayHit: null }));
    expect(valuesAfterPress(entryOf(first), { type: 'putts', delta: 1 }, 3)).toEqual(
      complete(4, { putts: 3, fairwayHit: null }),
    );
  });

  it('fills in a partly stored entry (written by an older version) on the next press', () => {
    expect(valuesAfterPress({ score: 6 }, { type: 'score', delta: 1 }, 4)).toEqual(complete(7));
  });

  it('writes nothing for a press that changes nothing stored', () => {
    expect(valuesAfterPress(complete(15), { type: 'score', delta: 1 }, 4)).toBeNull();
    expect(valuesAfterPress(complete(4), { type: 'fairway', value: 'center' }, 4)).toBeNull();
  });

  it('leaving the view keeps the defaults shown when nothing (or only part) is stored, else nothing', () => {
    expect(valuesToKeep({}, 4)).toEqual(complete(4));
    expect(valuesToKeep({ score: 6, putts: null }, 4)).toEqual(complete(6));
    expect(valuesToKeep(complete(6), 4)).toBeNull();
    expect(valuesToKeep(complete(3, { fairwayHit: null }), 3)).toBeNull();
  });
});

describe('stored entries', () => {
  it('reads stored values and compares entries by what would be written', () => {
    expect(entryOf(null)).toEqual({});
    expect(sameValues(entryOf({ score: 4, putts: null }), { score: 4 })).toBe(true);
    expect(sameValues({ score: 4 }, { score: 5 })).toBe(false);
  });
});
