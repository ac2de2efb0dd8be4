import { metersToYards, asMeters, type DistanceUnit } from '@fairway/golf';
import { readStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/*
 * Distances on the clubs screens in the golfer's unit (the menu's metric or yards toggle, stored on the device):
 * tee and hole lengths in metres or yards, a club's distance in kilometres or miles.
 */

const KM_PER_MILE = 1.609344;

/** The unit setting of this device; metric unless yards was chosen. */
export function readDistanceUnit(): DistanceUnit {
  return readStorage(STORAGE_KEYS.units) === 'yards' ? 'yards' : 'metric';
}

/** A tee or hole length (metres in the data) as a whole number in the golfer's unit. */
export function lengthIn(meters: number, unit: DistanceUnit): number {
  return Math.round(unit === 'yards' ? metersToYards(asMeters(meters)) : meters);
}

/** A club's distance ("7.2 km", "4.5 mi") in the language's number format; one decimal below 100. */
export function formatClubDistance(km: number, unit: DistanceUnit, locale: string): string {
  const value = unit === 'yards' ? km / KM_PER_MILE : km;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'yards' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 100 ? 1 : 0,
  }).format(value);
}
