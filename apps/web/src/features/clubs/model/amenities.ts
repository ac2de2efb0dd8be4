import { AMENITY_FLAGS } from '@fairway/contract/runtime';
import type { Amenities, AmenityFlag } from '@fairway/contract';

/** The 16 amenity flags in the order screens list them (the contract's, zod-free). */
export const AMENITY_ORDER: readonly AmenityFlag[] = AMENITY_FLAGS;

/** The flags a club offers, in screen order. */
export function offeredAmenities(amenities: Amenities): AmenityFlag[] {
  return AMENITY_ORDER.filter((flag) => amenities[flag]);
}
