import { describe, expect, it } from 'vitest';
import {
  MAX_PLAYERS_PER_ROUND,
  canAddPlayerToRound,
  hasValidStrokeIndexes,
  holesSettingsFor,
  leaderboardHolesOf,
  leaderboardScoringMode,
  roundCourseHandicap,
  roundHoles,
  roundLeaderboard,
  strokeIndexOfHole,
  strokeIndexesOf,
} from './round';

const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('the players of a round', () => {
  it.each([
    { players: 0, fits: true },
    { players: 3, fits: true },
    { players: 4, fits: false },
    { players: 5, fits: false },
  ])('with $players players, another fits: $fits', ({ players, fits }) => {
    expect(MAX_PLAYERS_PER_ROUND).toBe(4);
    expect(canAddPlayerToRound(players)).toBe(fits);
  });
});

describe('holesSettingsFor', () => {
  it.each([
    { courseHoles: 18, settings: [18, 0, 9] },
    { courseHoles: 27, settings: [18, 0, 9] },
    { courseHoles: 9, settings: [0] },
    { courseHoles: 6, settings: [0] },
  ])('a course of $courseHoles holes offers $settings', ({ courseHoles, settings }) => {
    expect(holesSettingsFor(courseHoles)).toEqual(settings);
  });
});

describe('roundHoles', () => {
  it.each([
    { setting: 18, start: 1, courseHoles: 18, holes: span(1, 18) },
    { setting: 0, start: 1, courseHoles: 18, holes: span(1, 9) },
    { setting: 9, start: 10, courseHoles: 18, holes: span(10, 18) },
    { setting: 18, start: 10, courseHoles: 18, holes: [...span(10, 18), ...span(1, 9)] },
    { setting: 0, start: 5, courseHoles: 9, holes: [...span(5, 9), ...span(1, 4)] },
    { setting: 9, start: 14, courseHoles: 18, holes: [...span(14, 18), ...span(10, 13)] },
    { setting: 18, start: 1, courseHoles: 9, holes: span(1, 9) },
    { setting: 0, start: 12, courseHoles: 18, holes: span(1, 9) },
  ])('setting $setting from hole $start on $courseHoles holes', ({ setting, start, courseHoles, holes }) => {
    expect(roundHoles(setting, start, courseHoles)).toEqual(holes);
  });
});

describe('stroke indexes', () => {
  const card = (indexes: (number | null | undefined)[], first = 1) =>
    indexes.map((strokeIndex, i) => ({ number: first + i, strokeIndex }));
  const odd = span(0, 8).map((i) => 2 * i + 1);
  it.each([
    { name: 'a full card', holes: card([...odd, ...odd.map((i) => i + 1)]), valid: true },
    { name: 'a front nine of odd indexes', holes: card(odd), valid: true },
    {
      name: 'a back nine of even indexes',
      holes: card(
        odd.map((i) => i + 1),
        10,
      ),
      valid: true,
    },
    { name: 'a missing index', holes: card([1, null, 3]), valid: false },
    { name: 'an undefined index', holes: card([1, undefined, 3]), valid: false },
    { name: 'a repeated index', holes: card([1, 2, 2]), valid: false },
    { name: 'an index of 0', holes: card([0, 1, 2]), valid: false },
    { name: 'an index of 19', holes: card([1, 2, 19]), valid: false },
    { name: 'a fractional index', holes: card([1, 2.5, 3]), valid: false },
  ])('$name: valid $valid', ({ holes, valid }) => {
    expect(hasValidStrokeIndexes(holes)).toBe(valid);
    expect(strokeIndexesOf(holes)).toEqual(
      valid ? holes.map((hole) => hole.strokeIndex) : holes.map((hole) => hole.number),
    );
  });

  it.each([
    { number: 2, expected: 7 },
    { number: 4, expected: null },
  ])('hole $number of a card plays off $expected', ({ number, expected }) => {
    expect(strokeIndexOfHole(card([3, 7, 1]), number)).toBe(expected);
    // a repeated index sends the card to hole order
    if (expected !== null) expect(strokeIndexOfHole(card([3, 3, 1]), number)).toBe(number);
  });

  it('keeps the playing order of the holes', () => {
    expect(
      leaderboardHolesOf([
        { number: 10, par: 4, strokeIndex: null },
        { number: 1, par: 5, strokeIndex: 2 },
      ]),
    ).toEqual([
      { number: 10, par: 4, strokeIndex: 10 },
      { number: 1, par: 5, strokeIndex: 1 },
    ]);
  });
});

describe('roundCourseHandicap', () => {
  const rated = { courseRating: 71.2, slopeRating: 125 };
  it.each([
    // 12.4 × 125 / 113 + (71.2 − 72)
    { name: 'a rated 18', index: 12.4, tee: rated, par: 72, played: 18, course: 18, expected: 12.917 },
    // 6.2 × 125 / 113 + (35.6 − 36): half the index and half the 18-hole rating
    {
      name: 'a nine on an 18-hole course',
      index: 12.4,
      tee: rated,
      par: 36,
      played: 9,
      course: 18,
      expected: 6.458,
    },
    // a 9-hole course's rating is a 9-hole rating already
    {
      name: 'a nine-hole course',
      index: 12.4,
      tee: { courseRating: 35.1, slopeRating: 113 },
      par: 36,
      played: 9,
      course: 9,
      expected: 5.3,
    },
    {
      name: 'an unrated tee',
      index: 10,
      tee: { courseRating: null, slopeRating: null },
      par: 70,
      played: 18,
      course: 18,
      expected: 10,
    },
    {
      name: 'an unrated nine',
      index: 10,
      tee: { courseRating: null, slopeRating: null },
      par: 35,
      played: 9,
      course: 18,
      expected: 5,
    },
    { name: 'no tee', index: 10, tee: null, par: 72, played: 18, course: 18, expected: 10 },
    {
      name: 'a rating without slope',
      index: 10,
      tee: { courseRating: 73, slopeRating: null },
      par: 72,
      played: 18,
      course: 18,
      expected: 11,
    },
    { name: 'no index: 54', index: null, tee: null, par: 72, played: 18, course: 18, expected: 54 },
    { name: 'no index over nine: 27', index: null, tee: null, par: 36, played: 9, course: 18, expected: 27 },
    {
      name: 'a plus handicap',
      index: -2,
      tee: { courseRating: 72, slopeRating: 113 },
      par: 72,
      played: 18,
      course: 18,
      expected: -2,
    },
  ])('$name', ({ index, tee, par, played, course, expected }) => {
    expect(
      roundCourseHandicap({ handicapIndex: index, tee, par, holesPlayed: played, courseHoles: course }),
    ).toBeCloseTo(expected, 3);
  });
});

describe('leaderboardScoringMode', () => {
  it.each([
    { format: 'strokeplay', useHandicaps: true, scoringMode: 'gross', mode: 'gross' },
    { format: 'strokeplay', useHandicaps: true, scoringMode: 'net', mode: 'net' },
    { format: 'strokeplay', useHandicaps: false, scoringMode: 'net', mode: 'gross' },
    { format: 'stableford', useHandicaps: true, scoringMode: 'gross', mode: 'net' },
    { format: 'matchplay', useHandicaps: true, scoringMode: 'gross', mode: 'net' },
    { format: 'skins', useHandicaps: false, scoringMode: 'gross', mode: 'gross' },
  ] as const)('$format, handicaps $useHandicaps, $scoringMode: $mode', ({ mode, ...game }) => {
    expect(leaderboardScoringMode(game)).toBe(mode);
  });
});

describe('roundLeaderboard', () => {
  const holes = span(1, 3).map((number) => ({ number, par: 4, strokeIndex: number }));
  const players = [
    { id: 'a', courseHandicap: 0 },
    { id: 'b', courseHandicap: 3 },
    { id: 'c', courseHandicap: null },
  ];
  const scores = { a: { 1: 4, 2: 4, 3: 4 }, b: { 1: 5, 2: 5, 3: 5 }, c: { 1: 6, 2: 6, 3: 6 } };
  it.each([
    // b plays off 3 (95% of 3, rounded) over 3 holes: a stroke a hole, net 12 against a's 12
    {
      format: 'strokeplay',
      useHandicaps: true,
      scoringMode: 'net',
      order: [
        ['a', 1],
        ['b', 1],
        ['c', 3],
      ],
    },
    {
      format: 'strokeplay',
      useHandicaps: true,
      scoringMode: 'gross',
      order: [
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ],
    },
    // without handicaps nobody receives a stroke, even in a net format
    {
      format: 'stableford',
      useHandicaps: false,
      scoringMode: 'gross',
      order: [
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ],
    },
    {
      format: 'stableford',
      useHandicaps: true,
      scoringMode: 'gross',
      order: [
        ['a', 1],
        ['b', 1],
        ['c', 3],
      ],
    },
  ] as const)('$format, handicaps $useHandicaps, $scoringMode', ({ order, ...game }) => {
    const rows = roundLeaderboard({ ...game, holes, players, scores });
    expect(rows.map((row) => [row.id, row.position])).toEqual(order);
  });

  it('plays missing stroke indexes in hole order', () => {
    const rows = roundLeaderboard({
      format: 'stableford',
      useHandicaps: true,
      scoringMode: 'gross',
      holes: [
        { number: 1, par: 4, strokeIndex: null },
        { number: 2, par: 4, strokeIndex: 1 },
      ],
      // playing handicap 1: the one stroke goes to hole 1, the hardest by hole order
      players: [{ id: 'a', courseHandicap: 1 }],
      scores: { a: { 1: 5, 2: 5 } },
    });
    expect(rows[0]?.points).toBe(3);
  });
});
