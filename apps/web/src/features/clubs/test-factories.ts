import type { ClubDetail, Course, Tee, TeeHole } from '@fairway/contract';
import { AMENITY_ORDER } from './model/amenities';

// Factories for the clubs, courses and favorites tests: a club, a course with tees and holes. Override what a
// test is about. Not imported by the app.

const PARS = [4, 5, 3, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const STROKE_INDEXES = [5, 7, 17, 1, 11, 3, 15, 9, 13, 6, 18, 2, 10, 4, 12, 16, 8, 14];

/** A tee's holes: the standard pars and stroke indexes, `length` metres from this tee per hole (scaled). */
export function buildHoles(count: number, scale = 1): TeeHole[] {
  return Array.from({ length: count }, (_, index) => ({
    holeNumber: index + 1,
    par: PARS[index] ?? 4,
    parW: null,
    handicap: STROKE_INDEXES[index] ?? null,
    handicapW: null,
    distance: Math.round(((PARS[index] ?? 4) * 90 + index) * scale),
    parEstimated: false,
  }));
}

let teeCounter = 0;

export function buildTee(overrides: Partial<Tee> = {}): Tee {
  teeCounter += 1;
  const holes = overrides.holes ?? buildHoles(18);
  return {
    teeId: `00000000-0000-4000-8000-${String(teeCounter).padStart(12, '0')}`,
    teeName: 'White',
    teeColor: 'white',
    totalDistance: holes.reduce((sum, hole) => sum + (hole.distance ?? 0), 0),
    courseCr: null,
    courseSlope: null,
    courseCrW: null,
    courseSlopeW: null,
    rated: false,
    holes,
    ...overrides,
  };
}

export function buildCourse(overrides: Partial<Course> = {}): Course {
  const tees = overrides.tees ?? [buildTee()];
  return {
    id: '10000000-0000-4000-8000-000000000001',
    courseId: 'osm:way/1#test',
    courseName: 'Le Parcours',
    holes: 18,
    par: 72,
    hasGps: false,
    courseType: 'regulation',
    guestPolicy: null,
    facilityId: '20000000-0000-4000-8000-000000000001',
    tees,
    ...overrides,
  };
}

export function buildClub(overrides: Partial<ClubDetail> = {}): ClubDetail {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    slug: 'golf-de-test',
    name: 'Golf de Test',
    address: '1 route du Golf',
    city: 'Lyon',
    country: 'FR',
    countryName: 'France',
    state: 'Auvergne-Rhône-Alpes',
    stateSlug: 'auvergne-rhone-alpes',
    zip: '69000',
    phone: '+33 4 78 00 00 00',
    email: null,
    websiteUrl: 'https://golf.example',
    description: null,
    thumbnail: null,
    latitude: 45.76,
    longitude: 4.84,
    holes: 18,
    numberOfHoles: 18,
    architect: null,
    distance: null,
    isFavorite: false,
    clubMembership: null,
    amenities: Object.fromEntries(AMENITY_ORDER.map((flag) => [flag, false])) as ClubDetail['amenities'],
    courses: [buildCourse()],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
