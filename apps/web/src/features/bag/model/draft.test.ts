import { describe, expect, it } from 'vitest';
import type { ClubSlot, DraftClub } from './draft';
import { CLUB_SLOTS, bagBody, isDistanceValid, toggleSlot } from './draft';

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
    expect(bagBody([{ ...club!, averageDistance: ' 95 ', modelName: ' SM10 ' }]).clubs[0]).toMatchObject({
      type: 'wedge',
      loft: 54,
      averageDistance: 95,
      modelName: 'SM10',
      notes: null,
    });
    expect(isDistanceValid('120')).toBe(true);
    expect(isDistanceValid('')).toBe(true);
    expect(isDistanceValid('120.5')).toBe(false);
    expect(isDistanceValid('-3')).toBe(false);
  });
});
