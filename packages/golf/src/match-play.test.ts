import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holeWinner, matchPlayStatus } from './match-play';
import type { HoleWinner } from './match-play';

/** A sequence of hole winners written compactly: 'A', 'B' or 'h' (halved), one character a hole. */
const holes = (text: string): HoleWinner[] =>
  [...text].map((c): HoleWinner => (c === 'A' ? 'A' : c === 'B' ? 'B' : 'halved'));

describe('matchPlayStatus', () => {
  it('starts all square with every hole to play', () => {
    expect(matchPlayStatus([], 18)).toEqual({
      leader: null,
      holesUp: 0,
      holesWonA: 0,
      holesWonB: 0,
      holesHalved: 0,
      holesPlayed: 0,
      holesToPlay: 18,
      isDormie: false,
      isDecided: false,
      isComplete: false,
      result: null,
    });
  });

  it.each([
    { winners: 'AABh', leader: 'A', up: 1, played: 4, toPlay: 14, dormie: false },
    { winners: 'ABBB', leader: 'B', up: 2, played: 4, toPlay: 14, dormie: false },
    { winners: 'ABAB', leader: null, up: 0, played: 4, toPlay: 14, dormie: false },
    { winners: 'AAAhhhhhhhhhhhh', leader: 'A', up: 3, played: 15, toPlay: 3, dormie: true },
    { winners: `${'h'.repeat(16)}A`, leader: 'A', up: 1, played: 17, toPlay: 1, dormie: true },
  ])(
    '$winners: $leader $up up, $toPlay to play, dormie $dormie',
    ({ winners, leader, up, played, toPlay, dormie }) => {
      const status = matchPlayStatus(holes(winners), 18);
      expect(status).toMatchObject({
        leader,
        holesUp: up,
        holesPlayed: played,
        holesToPlay: toPlay,
        isDormie: dormie,
        isDecided: false,
        isComplete: false,
        result: null,
      });
    },
  );

  it.each([
    { winners: `AAA${'h'.repeat(13)}`, holesInMatch: 18, winner: 'A', text: '3&2', played: 16 },
    { winners: `BBBBB${'h'.repeat(9)}`, holesInMatch: 18, winner: 'B', text: '5&4', played: 14 },
    { winners: 'AAAAAAAAAA', holesInMatch: 18, winner: 'A', text: '10&8', played: 10 },
    { winners: `${'h'.repeat(17)}A`, holesInMatch: 18, winner: 'A', text: '1 up', played: 18 },
    { winners: `${'h'.repeat(16)}AA`, holesInMatch: 18, winner: 'A', text: '2 up', played: 18 },
    { winners: `${'h'.repeat(17)}B`, holesInMatch: 18, winner: 'B', text: '1 up', played: 18 },
    { winners: 'AAAAA', holesInMatch: 9, winner: 'A', text: '5&4', played: 5 },
    { winners: 'hhhhhhhhB', holesInMatch: 9, winner: 'B', text: '1 up', played: 9 },
    { winners: 'h'.repeat(18), holesInMatch: 18, winner: 'halved', text: 'halved', played: 18 },
    { winners: `AB${'h'.repeat(16)}`, holesInMatch: 18, winner: 'halved', text: 'halved', played: 18 },
  ])(
    '$winners over $holesInMatch holes: $winner $text',
    ({ winners, holesInMatch, winner, text, played }) => {
      const status = matchPlayStatus(holes(winners), holesInMatch);
      expect(status.isComplete).toBe(true);
      expect(status.holesPlayed).toBe(played);
      expect(status.result).toMatchObject({ winner, text });
    },
  );

  it('ignores holes played after the match was decided', () => {
    const status = matchPlayStatus(holes(`AAAAAAAAAA${'B'.repeat(8)}`), 18);
    expect(status).toMatchObject({ holesWonA: 10, holesWonB: 0, holesPlayed: 10, holesToPlay: 8 });
    expect(status.result?.text).toBe('10&8');
  });

  it('ignores holes beyond the length of the match', () => {
    const status = matchPlayStatus(holes(`${'h'.repeat(18)}A`), 18);
    expect(status.result?.winner).toBe('halved');
    expect(status.holesPlayed).toBe(18);
  });

  it('reports a decided match with its margin and holes left', () => {
    expect(matchPlayStatus(holes(`AAA${'h'.repeat(13)}`), 18).result).toEqual({
      winner: 'A',
      holesUp: 3,
      holesToPlay: 2,
      text: '3&2',
    });
  });

  it.each([0, -1, 2.5])('refuses a match of %s holes', (holesInMatch) => {
    expect(() => matchPlayStatus([], holesInMatch)).toThrow(RangeError);
  });

  const winners = fc.array(fc.constantFrom<HoleWinner>('A', 'B', 'halved'), { maxLength: 24 });
  const length = fc.constantFrom(9, 18, 3, 1, 12);

  it('always accounts for every hole played: won by A + won by B + halved', () => {
    fc.assert(
      fc.property(winners, length, (w, n) => {
        const s = matchPlayStatus(w, n);
        expect(s.holesWonA + s.holesWonB + s.holesHalved).toBe(s.holesPlayed);
        expect(s.holesPlayed + s.holesToPlay).toBe(n);
        expect(s.holesPlayed).toBeLessThanOrEqual(Math.min(n, w.length));
        expect(s.holesUp).toBe(Math.abs(s.holesWonA - s.holesWonB));
      }),
    );
  });

  it('is decided exactly when the lead exceeds the holes to play', () => {
    fc.assert(
      fc.property(winners, length, (w, n) => {
        const s = matchPlayStatus(w, n);
        expect(s.isDecided).toBe(s.holesUp > s.holesToPlay);
        expect(s.isComplete).toBe(s.isDecided || s.holesToPlay === 0);
        expect(s.result !== null).toBe(s.isComplete);
        if (s.isDormie) expect(s.holesUp).toBe(s.holesToPlay);
        if (s.isDormie) expect(s.isDecided).toBe(false);
      }),
    );
  });

  it('stops counting at the hole that decides the match', () => {
    fc.assert(
      fc.property(winners, length, (w, n) => {
        const s = matchPlayStatus(w, n);
        if (!s.isDecided) return;
        const before = matchPlayStatus(w.slice(0, s.holesPlayed - 1), n);
        expect(before.isDecided).toBe(false);
      }),
    );
  });

  it('mirrors when the sides swap', () => {
    const swap = (winner: HoleWinner): HoleWinner => (winner === 'A' ? 'B' : winner === 'B' ? 'A' : 'halved');
    fc.assert(
      fc.property(winners, length, (w, n) => {
        const s = matchPlayStatus(w, n);
        const mirrored = matchPlayStatus(w.map(swap), n);
        expect(mirrored.holesUp).toBe(s.holesUp);
        expect(mirrored.leader).toBe(s.leader === null ? null : s.leader === 'A' ? 'B' : 'A');
        expect(mirrored.result?.text).toBe(s.result?.text);
      }),
    );
  });
});

describe('holeWinner', () => {
  it.each([
    { a: 3, b: 4, expected: 'A' },
    { a: 5, b: 4, expected: 'B' },
    { a: 4, b: 4, expected: 'halved' },
  ])('$a against $b → $expected', ({ a, b, expected }) => {
    expect(holeWinner(a, b)).toBe(expected);
  });
});
