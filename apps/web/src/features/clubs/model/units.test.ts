// @vitest-environment jsdom
import '../../../test/dom';
import { expect, it } from 'vitest';
import { formatClubDistance, lengthIn, readDistanceUnit } from './units';

it('reads the device’s unit, metric by default', () => {
  expect(readDistanceUnit()).toBe('metric');
  localStorage.setItem('fairway.units', 'yards');
  expect(readDistanceUnit()).toBe('yards');
});

it.each([
  [378, 'metric', 378],
  [378, 'yards', 413],
  [0, 'yards', 0],
] as const)('shows %i m as %i in %s', (meters, unit, shown) => {
  expect(lengthIn(meters, unit)).toBe(shown);
});

it.each([
  [6.99, 'metric', 'en', '7 km'],
  [12.51, 'metric', 'en', '12.5 km'],
  [12.51, 'metric', 'fr', '12,5 km'],
  [250.4, 'metric', 'en', '250 km'],
  [16.09344, 'yards', 'en', '10 mi'],
] as const)('shows a club %s km away in %s (%s) as %s', (km, unit, locale, text) => {
  expect(formatClubDistance(km, unit, locale).replace(/\u00a0|\u202f/g, ' ')).toBe(text);
});
