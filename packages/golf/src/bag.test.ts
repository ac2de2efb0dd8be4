import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAG_LIMIT,
  CLUB_TYPES,
  WEDGE_LOFTS,
  canAddClub,
  clubsInBag,
  groupBag,
  isOverBagLimit,
  sortBag,
  wedgeName,
} from './bag';
import type { BagClubOrder, ClubType } from './bag';

describe('bag rules', () => {
  it('offers the wedge lofts of the spec: pitching 46, then 50 to 60 by 2', () => {
    expect(WEDGE_LOFTS).toEqual([46, 50, 52, 54, 56, 58, 60]);
  });

  it.each([
    [46, 'pitching'],
    [54, 'sand'],
    [58, 'lob'],
    [52, null],
    [null, null],
  ] as const)('names the wedge of loft %s: %s', (loft, name) => {
    expect(wedgeName(loft)).toBe(name);
  });

  it('holds at most 14 clubs, counting only the clubs in the bag', () => {
    const clubs = (n: number, inBag = true): BagClubOrder[] =>
      Array.from({ length: n }, () => ({ type: 'iron', inBag }));
    expect(BAG_LIMIT).toBe(14);
    expect(canAddClub(clubs(13))).toBe(true);
    expect(canAddClub(clubs(14))).toBe(false);
    expect(isOverBagLimit(clubs(14))).toBe(false);
    expect(isOverBagLimit(clubs(15))).toBe(true);
    expect(clubsInBag([...clubs(14), ...clubs(3, false)])).toBe(14);
    expect(isOverBagLimit([...clubs(14), ...clubs(3, false)])).toBe(false);
  });

  it('sorts by type, numbered clubs by number and wedges by loft', () => {
    const bag: BagClubOrder[] = [
      { type: 'putter' },
      { type: 'wedge', loft: 58 },
      { type: 'iron', clubNumber: 9 },
      { type: 'wedge', loft: 46 },
      { type: 'wood', clubNumber: 5 },
      { type: 'iron', clubNumber: 4 },
      { type: 'driver' },
      { type: 'hybrid', clubNumber: 3 },
      { type: 'wood', clubNumber: 3 },
      { type: 'wedge', loft: null },
    ];
    expect(sortBag(bag)).toEqual([
      { type: 'driver' },
      { type: 'wood', clubNumber: 3 },
      { type: 'wood', clubNumber: 5 },
      { type: 'hybrid', clubNumber: 3 },
      { type: 'iron', clubNumber: 4 },
      { type: 'iron', clubNumber: 9 },
      { type: 'wedge', loft: 46 },
      { type: 'wedge', loft: 58 },
      { type: 'wedge', loft: null },
      { type: 'putter' },
    ]);
    expect(groupBag(bag).map((group) => [group.type, group.clubs.length])).toEqual([
      ['driver', 1],
      ['wood', 2],
      ['hybrid', 1],
      ['iron', 2],
      ['wedge', 3],
      ['putter', 1],
    ]);
  });

  it('keeps every club when sorting, types in bag order', () => {
    const club = fc.record({
      type: fc.constantFrom<ClubType>(...CLUB_TYPES),
      clubNumber: fc.option(fc.integer({ min: 1, max: 9 })),
      loft: fc.option(fc.integer({ min: 40, max: 64 })),
    });
    fc.assert(
      fc.property(fc.array(club), (clubs) => {
        const sorted = sortBag(clubs);
        expect(sorted).toHaveLength(clubs.length);
        const types = sorted.map((c) => CLUB_TYPES.indexOf(c.type));
        expect(types).toEqual([...types].sort((a, b) => a - b));
      }),
    );
  });
});
