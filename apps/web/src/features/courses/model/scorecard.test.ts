import { describe, expect, it } from 'vitest';
import { buildCourse, buildHoles, buildTee } from '../../clubs/test-factories';
import { scorecardOf, subtotal, teeSwatch } from './scorecard';

describe('scorecardOf', () => {
  it('gives an 18-hole card its front-nine and back-nine subtotals', () => {
    const card = scorecardOf(buildCourse());
    expect(card.holes).toHaveLength(18);
    expect(card.nines.map((nine) => [nine.kind, nine.holes[0], nine.holes.at(-1)])).toEqual([
      ['out', 1, 9],
      ['in', 10, 18],
    ]);
    expect(subtotal(card.par, card.nines[0]!.holes)).toBe(36);
    expect(subtotal(card.par, card.nines[1]!.holes)).toBe(36);
    expect(card.strokeIndex.slice(0, 3)).toEqual([5, 7, 17]);
  });

  it('gives a 9-hole card one nine', () => {
    const card = scorecardOf(buildCourse({ holes: 9, tees: [buildTee({ holes: buildHoles(9) })] }));
    expect(card.holes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(card.nines).toEqual([{ kind: 'out', holes: card.holes }]);
  });

  it('shows at most 18 holes', () => {
    const card = scorecardOf(buildCourse({ holes: 27, tees: [buildTee({ holes: buildHoles(27) })] }));
    expect(card.holes).toHaveLength(18);
  });

  it.each([
    [1, 'compact'],
    [3, 'compact'],
    [4, 'wide'],
    [6, 'wide'],
  ] as const)('lays %i tees out %s', (count, layout) => {
    const tees = Array.from({ length: count }, () => buildTee());
    expect(scorecardOf(buildCourse({ tees })).layout).toBe(layout);
  });

  it('leaves an unknown distance blank and its subtotals unknown', () => {
    const holes = buildHoles(18).map((hole) => (hole.holeNumber === 12 ? { ...hole, distance: null } : hole));
    const [tee] = scorecardOf(buildCourse({ tees: [buildTee({ holes, totalDistance: null })] })).tees;
    expect(tee!.distances[11]).toBeNull();
    expect(subtotal(tee!.distances, [1, 2, 3, 4, 5, 6, 7, 8, 9])).not.toBeNull();
    expect(subtotal(tee!.distances, [10, 11, 12, 13, 14, 15, 16, 17, 18])).toBeNull();
    expect(tee!.totalDistance).toBeNull();
  });

  it('says a tee is unrated when its ratings are unknown, and gives them when known', () => {
    const card = scorecardOf(
      buildCourse({
        tees: [buildTee(), buildTee({ rated: true, courseCr: 71.4, courseSlope: 131 })],
      }),
    );
    expect(card.tees.map((tee) => [tee.rated, tee.courseRating, tee.slope])).toEqual([
      [false, null, null],
      [true, 71.4, 131],
    ]);
  });

  it('takes par and stroke index from the first tee that knows them', () => {
    const unknown = buildHoles(18).map((hole) => ({ ...hole, handicap: null }));
    const card = scorecardOf(buildCourse({ tees: [buildTee({ holes: unknown }), buildTee()] }));
    expect(card.strokeIndex[0]).toBe(5);
  });
});

it.each([
  ['white', '#ffffff'],
  [' Yellow ', '#facc15'],
  ['teal', null],
  [null, null],
])('draws tee colour %j as %j', (color, swatch) => {
  expect(teeSwatch(color)).toBe(swatch);
});
