import type { BagClub, ClubType, ShaftFlex, UpdateBagBody } from '@fairway/contract';
import {
  CLUB_NUMBERS,
  CLUB_TYPES,
  WEDGE_LOFTS,
  asMeters,
  asYards,
  canAddClub,
  isNumberedClubType,
  metersToYards,
  sortBag,
  yardsToMeters,
  type DistanceUnit,
} from '@fairway/golf';

/** A club being edited: the saved club's fields, the distance as typed. */
export interface DraftClub {
  /** Stable key for React: the club's id, or a new one. */
  key: string;
  id?: string;
  type: ClubType;
  clubNumber: number | null;
  loft: number | null;
  inBag: boolean;
  brandId: number | null;
  brandName: string | null;
  modelName: string;
  shaftFlex: ShaftFlex | null;
  notes: string;
  /** As typed, in the golfer's unit (metres or yards); saved as a whole number of metres. */
  averageDistance: string;
}

/** A club the picker offers: a type with its number (woods, hybrids, irons) or loft (wedges). */
export interface ClubSlot {
  type: ClubType;
  clubNumber: number | null;
  loft: number | null;
}

/** Every club the picker offers, in bag order. */
export const CLUB_SLOTS: readonly ClubSlot[] = CLUB_TYPES.flatMap((type): ClubSlot[] => {
  if (isNumberedClubType(type))
    return CLUB_NUMBERS[type].map((clubNumber) => ({ type, clubNumber, loft: null }));
  if (type === 'wedge') return WEDGE_LOFTS.map((loft) => ({ type, clubNumber: null, loft }));
  return [{ type, clubNumber: null, loft: null }];
});

/** Whether a club is the one a slot stands for (same type and number, or same wedge loft). */
export function isSlot(club: Pick<DraftClub, 'type' | 'clubNumber' | 'loft'>, slot: ClubSlot): boolean {
  if (club.type !== slot.type) return false;
  if (isNumberedClubType(slot.type)) return club.clubNumber === slot.clubNumber;
  if (slot.type === 'wedge') return club.loft === slot.loft;
  return true;
}

let nextKey = 0;

/** The longest average distance the server takes, in metres. */
const MAX_DISTANCE_METERS = 450;

/** A club distance (whole metres in the data) as a whole number in the golfer's unit. */
export function distanceIn(meters: number, unit: DistanceUnit): number {
  return unit === 'yards' ? Math.round(metersToYards(asMeters(meters))) : meters;
}

/** A whole number typed in the golfer's unit as whole metres. */
function metersOf(typed: number, unit: DistanceUnit): number {
  return unit === 'yards' ? Math.round(yardsToMeters(asYards(typed))) : typed;
}

/** The saved bag as a draft, in bag order, distances in the golfer's unit. */
export function draftOf(clubs: readonly BagClub[], unit: DistanceUnit): DraftClub[] {
  return sortBag(clubs).map((club) => ({
    key: club.id,
    id: club.id,
    type: club.type,
    clubNumber: club.clubNumber,
    loft: club.loft,
    inBag: club.inBag,
    brandId: club.brandId,
    brandName: club.brandName,
    modelName: club.modelName ?? '',
    shaftFlex: club.shaftFlex,
    notes: club.notes ?? '',
    averageDistance:
      club.performance.averageDistance === null
        ? ''
        : String(distanceIn(club.performance.averageDistance, unit)),
  }));
}

/**
 * Puts the slot's club in the bag or takes it out. Taking out removes it from the draft; putting one in a bag
 * of 14 is refused (`refused: true`, draft unchanged): the screen shows the "Maximum 14 clubs" dialog.
 */
export function toggleSlot(
  draft: readonly DraftClub[],
  slot: ClubSlot,
): { draft: DraftClub[]; refused: boolean } {
  const inBag = draft.filter((club) => club.inBag);
  if (inBag.some((club) => isSlot(club, slot))) {
    return { draft: draft.filter((club) => !(club.inBag && isSlot(club, slot))), refused: false };
  }
  if (!canAddClub(inBag)) return { draft: [...draft], refused: true };
  const spare = draft.find((club) => !club.inBag && isSlot(club, slot));
  if (spare)
    return { draft: draft.map((club) => (club === spare ? { ...club, inBag: true } : club)), refused: false };
  nextKey += 1;
  const added: DraftClub = {
    key: `new-${nextKey}`,
    ...slot,
    inBag: true,
    brandId: null,
    brandName: null,
    modelName: '',
    shaftFlex: null,
    notes: '',
    averageDistance: '',
  };
  return { draft: sortBag([...draft, added]), refused: false };
}

/** Whether a typed distance can be saved: empty, or a whole number from 0 to 450 m (492 yd). */
export function isDistanceValid(value: string, unit: DistanceUnit): boolean {
  const trimmed = value.trim();
  return trimmed === '' || (/^\d+$/.test(trimmed) && metersOf(Number(trimmed), unit) <= MAX_DISTANCE_METERS);
}

/**
 * The `POST /golf-gear/update-bag` body of a draft typed in `unit`. Distances are kept in whole metres: saved
 * metres shown in yards come back as the same metres (a yard is finer than a metre), so an untouched club keeps
 * its distance.
 */
export function bagBody(draft: readonly DraftClub[], unit: DistanceUnit): UpdateBagBody {
  return {
    clubs: draft.map((club) => ({
      ...(club.id ? { id: club.id } : {}),
      type: club.type,
      clubNumber: club.clubNumber,
      loft: club.loft,
      inBag: club.inBag,
      brandId: club.brandId,
      modelName: club.modelName.trim() || null,
      shaftFlex: club.shaftFlex,
      notes: club.notes.trim() || null,
      averageDistance:
        club.averageDistance.trim() === '' ? null : metersOf(Number(club.averageDistance), unit),
    })),
  };
}
