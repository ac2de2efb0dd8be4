import { AMENITY_FLAGS, amenityFlagOf } from '@fairway/contract';
import { expect, it } from 'vitest';
import { buildClub } from '../test-factories';
import { AMENITY_ORDER, offeredAmenities } from './amenities';
import { FILTER_AMENITIES } from './search';

it('lists the contract’s amenity flags in its order', () => {
  expect(AMENITY_ORDER).toEqual(AMENITY_FLAGS);
});

it('offers only filters the API understands (flags or its aliases)', () => {
  for (const name of FILTER_AMENITIES) expect(amenityFlagOf(name), name).toBeDefined();
});

it('lists what a club offers, in order', () => {
  const { amenities } = buildClub();
  expect(offeredAmenities({ ...amenities, restaurant: true, drivingRange: true })).toEqual([
    'drivingRange',
    'restaurant',
  ]);
});
