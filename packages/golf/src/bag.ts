/** Club types in the order a bag shows them (clubs-and-social.md §2): driver first, putter last. */
export const CLUB_TYPES = ['driver', 'wood', 'hybrid', 'iron', 'wedge', 'putter'] as const;

/** The type of a club in a golfer's bag. */
export type ClubType = (typeof CLUB_TYPES)[number];

/** Shaft flexes a club may have (clubs-and-social.md §3). */
export const SHAFT_FLEXES = ['regular', 'stiff', 'extra-stiff', 'senior', 'ladies', 'stiff/regular'] as const;

/** A club's shaft flex. */
export type ShaftFlex = (typeof SHAFT_FLEXES)[number];

/** The Rules of Golf allow at most 14 clubs in a bag (rule 4.1b). */
export const BAG_LIMIT = 14;

/** The named wedges and their lofts in degrees (clubs-and-social.md §5). */
export const NAMED_WEDGE_LOFTS = { pitching: 46, sand: 54, lob: 58 } as const;

/** A wedge with a name of its own. */
export type WedgeName = keyof typeof NAMED_WEDGE_LOFTS;

/** Every wedge loft offered, ascending: pitching 46, sand 54, lob 58, and 50 to 60 in steps of 2. */
export const WEDGE_LOFTS: readonly number[] = [
  ...new Set([...Object.values(NAMED_WEDGE_LOFTS), 50, 52, 54, 56, 58, 60]),
].sort((a, b) => a - b);

/** Club numbers offered for the numbered types (a 3-wood, a 4-hybrid, a 7-iron). */
export const CLUB_NUMBERS: Readonly<Record<'wood' | 'hybrid' | 'iron', readonly number[]>> = {
  wood: [2, 3, 4, 5, 7, 9],
  hybrid: [1, 2, 3, 4, 5, 6, 7],
  iron: [1, 2, 3, 4, 5, 6, 7, 8, 9],
};

/** Whether clubs of a type carry a number (woods, hybrids and irons). */
export function isNumberedClubType(type: ClubType): type is 'wood' | 'hybrid' | 'iron' {
  return type === 'wood' || type === 'hybrid' || type === 'iron';
}

/** The name of a wedge loft (46 pitching, 54 sand, 58 lob), or null for a loft without one. */
export function wedgeName(loft: number | null | undefined): WedgeName | null {
  const entry = Object.entries(NAMED_WEDGE_LOFTS).find(([, value]) => value === loft);
  return entry ? (entry[0] as WedgeName) : null;
}

/** The fields of a club that order and count a bag. */
export interface BagClubOrder {
  readonly type: ClubType;
  readonly clubNumber?: number | null;
  readonly loft?: number | null;
  readonly inBag?: boolean;
}

/** How many of the clubs are in the bag (a club without `inBag` counts as in it). */
export function clubsInBag(clubs: readonly BagClubOrder[]): number {
  return clubs.filter((club) => club.inBag !== false).length;
}

/** Whether one more club can go in a bag already holding these clubs. */
export function canAddClub(clubs: readonly BagClubOrder[]): boolean {
  return clubsInBag(clubs) < BAG_LIMIT;
}

/** Whether the clubs break the 14-club limit. */
export function isOverBagLimit(clubs: readonly BagClubOrder[]): boolean {
  return clubsInBag(clubs) > BAG_LIMIT;
}

/**
 * Compares two clubs in bag order (clubs-and-social.md §2): by type (driver, wood, hybrid, iron, wedge,
 * putter), then woods, hybrids and irons by club number and wedges by loft, clubs without one last.
 */
export function compareBagClubs(a: BagClubOrder, b: BagClubOrder): number {
  const byType = CLUB_TYPES.indexOf(a.type) - CLUB_TYPES.indexOf(b.type);
  if (byType !== 0) return byType;
  const key = (club: BagClubOrder) =>
    (club.type === 'wedge' ? club.loft : isNumberedClubType(club.type) ? club.clubNumber : null) ??
    Number.POSITIVE_INFINITY;
  const diff = key(a) - key(b);
  return Number.isNaN(diff) ? 0 : diff;
}

/** The clubs in bag order, as a new array (stable for equal clubs). */
export function sortBag<Club extends BagClubOrder>(clubs: readonly Club[]): Club[] {
  return [...clubs].sort(compareBagClubs);
}

/** The clubs grouped by type in bag order; types without a club are left out. */
export function groupBag<Club extends BagClubOrder>(
  clubs: readonly Club[],
): { type: ClubType; clubs: Club[] }[] {
  const sorted = sortBag(clubs);
  return CLUB_TYPES.map((type) => ({ type, clubs: sorted.filter((club) => club.type === type) })).filter(
    (group) => group.clubs.length > 0,
  );
}
