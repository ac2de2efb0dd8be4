import type { BagClub } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import type { ClubSlot, DraftClub } from './draft';
import { CLUB_SLOTS, bagBody, distanceIn, draftOf, isDistanceValid, toggleSlot } from './draft';

const slot = (type: ClubSlot['type'], n: number | null = null): ClubSlot =>
  type === 'wedge' ? { type, clubNumber: null, loft: n } : { type, clubNumber: n, loft: null };

function fill(count: number): DraftClub[] {
  let draft: DraftClub[] = [];
  for (const candidate of CLUB_SLOTS.slice(0, count)) draft = toggleSlot(draft, candidate).draft;
  return draft;
}

describe('bag draft', () => {
  it('offers the driver, numbered woods, hybrids and irons, the wedge lofts and the putter', () => {
    expect(CLUB_SLOTS.filter((s) => s.type === 'wedge').map((s) => s.loft)).toEqual([
      46, 50, 52, 54, 56, 58, 60,
    ]);
    expect(CLUB_SLOTS[0]).toEqual(slot('driver'));
    expect(CLUB_SLOTS.at(-1)).toEqual(slot('putter'));
  });

  it('adds a club, takes it out again, and keeps bag order', () => {
    const one = toggleSlot([], slot('iron', 7)).draft;
    const two = toggleSlot(one, slot('driver')).draft;
    expect(two.map((c) => c.type)).toEqual(['driver', 'iron']);
    expect(toggleSlot(two, slot('iron', 7)).draft.map((c) => c.type)).toEqual(['driver']);
  });

  it('refuses a 15th club and leaves the draft as it was', () => {
    const full = fill(14);
    expect(full).toHaveLength(14);
    const result = toggleSlot(full, slot('putter'));
    expect(result.refused).toBe(true);
    expect(result.draft).toEqual(full);
    // Taking one out makes room again.
    const thirteen = toggleSlot(full, CLUB_SLOTS[0]!).draft;
    expect(toggleSlot(thirteen, slot('putter')).refused).toBe(false);
  });

  it('saves distances as whole metres and empty texts as null', () => {
    const [club] = toggleSlot([], slot('wedge', 54)).draft;
    expect(
      bagBody([{ ...club!, averageDistance: ' 95 ', modelName: ' SM10 ' }], 'metric').clubs[0],
    ).toMatchObject({
      type: 'wedge',
      loft: 54,
      averageDistance: 95,
      modelName: 'SM10',
      notes: null,
    });
    expect(isDistanceValid('120', 'metric')).toBe(true);
    expect(isDistanceValid('', 'metric')).toBe(true);
    expect(isDistanceValid('120.5', 'metric')).toBe(false);
    expect(isDistanceValid('-3', 'metric')).toBe(false);
    expect(isDistanceValid('450', 'metric')).toBe(true);
    expect(isDistanceValid('451', 'metric')).toBe(false);
  });
});

describe("bag distances in the golfer's unit", () => {
  const saved = (averageDistance: number | null): BagClub => ({
    id: 'club-1',
    type: 'iron',
    clubNumber: 7,
    loft: null,
    inBag: true,
    brandId: null,
    brandName: null,
    modelName: null,
    customModelName: null,
    shaftFlex: null,
    notes: null,
    performance: { averageDistance },
  });

  it('shows a distance saved in metres as whole yards when yards are chosen', () => {
    expect(distanceIn(137, 'metric')).toBe(137);
    expect(distanceIn(137, 'yards')).toBe(150);
    expect(draftOf([saved(137)], 'yards')[0]!.averageDistance).toBe('150');
    expect(draftOf([saved(137)], 'metric')[0]!.averageDistance).toBe('137');
    expect(draftOf([saved(null)], 'yards')[0]!.averageDistance).toBe('');
  });

  it('saves yards typed by the golfer as whole metres', () => {
    const [club] = draftOf([saved(null)], 'yards');
    expect(bagBody([{ ...club!, averageDistance: '150' }], 'yards').clubs[0]!.averageDistance).toBe(137);
    expect(bagBody([{ ...club!, averageDistance: '' }], 'yards').clubs[0]!.averageDistance).toBeNull();
  });

  it('keeps the saved metres of every club left untouched in yards', () => {
    for (let meters = 0; meters <= 450; meters += 1) {
      const [club] = draftOf([saved(meters)], 'yards');
      expect(bagBody([club!], 'yards').clubs[0]!.averageDistance).toBe(meters);
    }
  });

  it("takes up to 492 yards, the server's 450 m", () => {
    expect(isDistanceValid('492', 'yards')).toBe(true);
    expect(isDistanceValid('493', 'yards')).toBe(false);
    expect(isDistanceValid('460', 'yards')).toBe(true);
  });
});
