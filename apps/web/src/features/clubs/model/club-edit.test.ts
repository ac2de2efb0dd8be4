import { ClubEditBody } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { buildClub, buildCourse, buildTee } from '../test-factories';
import { editChanges, editValuesOf, hasChanges, tabOfField, type ClubEditValues } from './club-edit';

const tee = buildTee({ teeName: 'Yellow', teeColor: 'yellow' });
const club = buildClub({ courses: [buildCourse({ tees: [tee] })] });

function edited(change: (values: ClubEditValues) => void): ClubEditValues {
  const values = editValuesOf(club);
  change(values);
  return values;
}

describe('editChanges', () => {
  it.each<[string, (values: ClubEditValues) => void, unknown]>([
    ['nothing changed', () => undefined, {}],
    ['only spaces added', (v) => void (v.name = ` ${v.name} `), {}],
    ['a new phone', (v) => void (v.phone = '+33 4 00 00 00 01'), { phone: '+33 4 00 00 00 01' }],
    ['an emptied website is cleared', (v) => void (v.websiteUrl = ''), { websiteUrl: null }],
    ['a field given', (v) => void (v.architect = 'Robert Trent Jones'), { architect: 'Robert Trent Jones' }],
    ['coordinates', (v) => void (v.latitude = '45.5'), { latitude: 45.5 }],
    ['a comma decimal', (v) => void (v.longitude = '4,9'), { longitude: 4.9 }],
    ['membership', (v) => void (v.clubMembership = 'required'), { clubMembership: 'required' }],
    [
      'amenities that flipped',
      (v) => {
        v.amenities.drivingRange = true;
        v.amenities.restaurant = true;
      },
      { amenities: { drivingRange: true, restaurant: true } },
    ],
    [
      'tee ratings',
      (v) => {
        v.tees[tee.teeId]!.courseCr = '71.2';
        v.tees[tee.teeId]!.courseSlope = '131';
      },
      { tees: [{ teeId: tee.teeId, courseCr: 71.2, courseSlope: 131 }] },
    ],
  ])('%s', (_name, change, expected) => {
    expect(editChanges(club, edited(change))).toEqual(expected);
  });

  it('sends what the server accepts', () => {
    const changes = editChanges(
      club,
      edited((v) => {
        v.phone = '+33 1 23 45 67 89';
        v.email = 'contact@golf.example';
        v.amenities.proShop = true;
        v.tees[tee.teeId]!.courseSlope = '125';
      }),
    );
    expect(ClubEditBody.safeParse(changes).success).toBe(true);
  });

  it.each<[string, (values: ClubEditValues) => void, string]>([
    ['an emptied name', (v) => void (v.name = ''), 'name'],
    ['a bad email', (v) => void (v.email = 'not-an-email'), 'email'],
    ['a latitude beyond the pole', (v) => void (v.latitude = '95'), 'latitude'],
    ['an emptied latitude', (v) => void (v.latitude = ''), 'latitude'],
    ['a slope too high', (v) => void (v.tees[tee.teeId]!.courseSlope = '200'), 'tees'],
    ['a rating that is no number', (v) => void (v.tees[tee.teeId]!.courseCr = 'abc'), 'tees'],
  ])('lets the contract refuse %s', (_name, change, field) => {
    const result = ClubEditBody.safeParse(editChanges(club, edited(change)));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

it('knows when nothing changed', () => {
  expect(hasChanges({})).toBe(false);
  expect(hasChanges({ phone: null })).toBe(true);
});

it.each([
  ['name', 'general'],
  ['phone', 'general'],
  ['tees.0.courseSlope', 'courses'],
  ['amenities.drivingRange', 'amenities'],
  ['latitude', 'advanced'],
  ['thumbnail', 'advanced'],
] as const)('shows a refused %s on the %s tab', (path, tab) => {
  expect(tabOfField(path)).toBe(tab);
});
