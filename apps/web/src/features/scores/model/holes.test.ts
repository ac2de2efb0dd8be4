import { describe, expect, it } from 'vitest';
import {
  firstOpenHole,
  holeInLayout,
  holeView,
  padHoleNumber,
  parFor,
  playingOrder,
  stepHole,
} from './holes';

const FRONT = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const SHOTGUN = [10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('hole navigation', () => {
  it.each([
    [FRONT, 1, -1, 1],
    [FRONT, 1, 1, 2],
    [FRONT, 9, 1, 9],
    [SHOTGUN, 18, 1, 1],
    [SHOTGUN, 10, -1, 10],
    [SHOTGUN, 9, 1, 9],
    [SHOTGUN, 1, -1, 18],
  ])('in %j, %i stepped by %i is %i', (layout, current, delta, expected) => {
    expect(stepHole(layout, current, delta)).toBe(expected);
  });

  it('pads the hole number to two digits', () => {
    expect(padHoleNumber(7)).toBe('07');
    expect(padHoleNumber(18)).toBe('18');
  });

  it('keeps a hole from the address only when it is played', () => {
    expect(holeInLayout(FRONT, 4)).toBe(4);
    expect(holeInLayout(FRONT, 12)).toBe(1);
    expect(holeInLayout(SHOTGUN, null)).toBe(10);
  });

  it('plays the layout, or the holes setting when the layout is empty', () => {
    expect(playingOrder({ game: { courseLayout: SHOTGUN, holes: 18 } } as never)).toEqual(SHOTGUN);
    expect(playingOrder({ game: { courseLayout: [], holes: 9 } } as never)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
  });
});

describe('hole data', () => {
  const detail = {
    holes: [{ holeNumber: 1, par: 4, handicap: 7, distance: 350 }],
    holesByTee: { red: [{ holeNumber: 1, par: 5, handicap: 3, distance: 300 }] },
    players: [
      { id: 'p1', teeId: 'red' },
      { id: 'p2', teeId: null },
    ],
  } as never;

  it('reads the tee’s hole, else the course’s, else par 4', () => {
    expect(holeView(detail, 1, 'red')).toEqual({
      holeNumber: 1,
      par: 5,
      strokeIndex: 3,
      distance: 300,
      length: { meters: 300, source: 'tee' },
    });
    expect(holeView(detail, 1, null)).toEqual({
      holeNumber: 1,
      par: 4,
      strokeIndex: 7,
      distance: 350,
      length: { meters: 350, source: 'tee' },
    });
    expect(holeView(detail, 2)).toEqual({
      holeNumber: 2,
      par: 4,
      strokeIndex: null,
      distance: null,
      length: null,
    });
  });

  it('shows the hole line’s length where the tee has no distance, and the tee’s where it has', () => {
    const mapped = {
      holes: [
        { holeNumber: 1, par: 4, handicap: 7, distance: null },
        { holeNumber: 2, par: 3, handicap: 15, distance: 150 },
      ],
      holesByTee: {},
      holeLineLengths: { '1': 362, '2': 141 },
    } as never;
    expect(holeView(mapped, 1)).toMatchObject({ distance: null, length: { meters: 362, source: 'line' } });
    expect(holeView(mapped, 2)).toMatchObject({ distance: 150, length: { meters: 150, source: 'tee' } });
    expect(holeView(mapped, 3).length).toBeNull();
  });

  it('takes a player’s par from the player’s tee', () => {
    expect(parFor(detail, 1, 'p1')).toBe(5);
    expect(parFor(detail, 1, 'p2')).toBe(4);
  });
});

describe('the hole the screen opens on', () => {
  it('is the first hole in playing order someone has no score on', () => {
    const scores = { '10': { a: { score: 4 }, b: { score: 5 } }, '11': { a: { score: 3 } } };
    expect(firstOpenHole(SHOTGUN, scores, ['a', 'b'])).toBe(11);
    expect(firstOpenHole(SHOTGUN, {}, ['a'])).toBe(10);
  });

  it('is the last hole once all are scored, and a 0 is no score', () => {
    const all = Object.fromEntries(FRONT.map((hole) => [String(hole), { a: { score: 4 } }]));
    expect(firstOpenHole(FRONT, all, ['a'])).toBe(9);
    expect(firstOpenHole(FRONT, { ...all, '3': { a: { score: 0 } } }, ['a'])).toBe(3);
  });
});
