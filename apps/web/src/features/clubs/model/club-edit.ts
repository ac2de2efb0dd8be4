import type {
  AmenityFlag,
  ClubDetail,
  ClubEditBody,
  ClubMembership,
  TeeRatingsEdit,
} from '@fairway/contract';
import { AMENITY_ORDER } from './amenities';

/*
 * The club edit form (clubs-and-social.md §2 "Club edit": tabs general, courses, amenities, advanced) as
 * plain values, and the changes it makes: only what differs from the club is sent, as an admin's edit or as a
 * suggested correction (the same `ClubEditBody`).
 */

/** The text fields of the general and advanced tabs. */
export const TEXT_FIELDS = [
  'name',
  'address',
  'city',
  'zip',
  'phone',
  'email',
  'websiteUrl',
  'description',
  'architect',
  'thumbnail',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** A tee's ratings as typed (text, empty for unknown). */
export interface TeeRatingValues {
  courseCr: string;
  courseSlope: string;
  courseCrW: string;
  courseSlopeW: string;
}
export type RatingField = keyof TeeRatingValues;
export const RATING_FIELDS = [
  'courseCr',
  'courseSlope',
  'courseCrW',
  'courseSlopeW',
] as const satisfies readonly RatingField[];

/** The translation key of each rating field's label, on the edit form and in the suggestions review. */
export const RATING_LABELS = {
  courseCr: 'clubs:edit.courseRating',
  courseSlope: 'clubs:edit.slope',
  courseCrW: 'clubs:edit.courseRatingWomen',
  courseSlopeW: 'clubs:edit.slopeWomen',
} as const satisfies Record<RatingField, string>;

export interface ClubEditValues extends Record<TextField, string> {
  latitude: string;
  longitude: string;
  clubMembership: ClubMembership | '';
  amenities: Record<AmenityFlag, boolean>;
  /** By tee id. */
  tees: Record<string, TeeRatingValues>;
}

const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's starting values: the club as it is. */
export function editValuesOf(club: ClubDetail): ClubEditValues {
  const tees: Record<string, TeeRatingValues> = {};
  for (const course of club.courses) {
    for (const tee of course.tees) {
      tees[tee.teeId] = {
        courseCr: textOf(tee.courseCr),
        courseSlope: textOf(tee.courseSlope),
        courseCrW: textOf(tee.courseCrW),
        courseSlopeW: textOf(tee.courseSlopeW),
      };
    }
  }
  return {
    name: club.name,
    address: textOf(club.address),
    city: textOf(club.city),
    zip: textOf(club.zip),
    phone: textOf(club.phone),
    email: textOf(club.email),
    websiteUrl: textOf(club.websiteUrl),
    description: textOf(club.description),
    architect: textOf(club.architect),
    thumbnail: textOf(club.thumbnail),
    latitude: String(club.latitude),
    longitude: String(club.longitude),
    clubMembership: club.clubMembership ?? '',
    amenities: Object.fromEntries(AMENITY_ORDER.map((flag) => [flag, club.amenities[flag]])) as Record<
      AmenityFlag,
      boolean
    >,
    tees,
  };
}

/** A typed number: null for empty text, NaN for text that is no number (the schema then refuses it). */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What the form changes, as a `ClubEditBody`: each text field that differs (trimmed; emptied means null),
 * coordinates, membership, the amenities that flipped, and the tees whose ratings differ. Empty when nothing
 * changed. Name and coordinates cannot be emptied: emptied, they are sent as typed so that the schema refuses.
 */
export function editChanges(club: ClubDetail, values: ClubEditValues): ClubEditBody {
  const original = editValuesOf(club);
  const changes: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const next = values[field].trim();
    if (next === original[field].trim()) continue;
    changes[field] = next === '' && field !== 'name' ? null : next;
  }
  for (const field of ['latitude', 'longitude'] as const) {
    if (values[field].trim() === original[field]) continue;
    changes[field] = numberOf(values[field]) ?? Number.NaN;
  }
  if (values.clubMembership !== original.clubMembership) {
    changes.clubMembership = values.clubMembership === '' ? null : values.clubMembership;
  }
  const amenities: Partial<Record<AmenityFlag, boolean>> = {};
  for (const flag of AMENITY_ORDER) {
    if (values.amenities[flag] !== original.amenities[flag]) amenities[flag] = values.amenities[flag];
  }
  if (Object.keys(amenities).length > 0) changes.amenities = amenities;
  const tees: TeeRatingsEdit[] = [];
  for (const [teeId, ratings] of Object.entries(values.tees)) {
    const before = original.tees[teeId];
    if (!before) continue;
    const edit: TeeRatingsEdit = { teeId };
    for (const field of RATING_FIELDS) {
      if (ratings[field].trim() !== before[field]) edit[field] = numberOf(ratings[field]);
    }
    if (Object.keys(edit).length > 1) tees.push(edit);
  }
  if (tees.length > 0) changes.tees = tees;
  return changes;
}

/** Whether the changes hold anything. */
export function hasChanges(changes: ClubEditBody): boolean {
  return Object.keys(changes).length > 0;
}

/** The edit form's tabs (§2). */
export const EDIT_TABS = ['general', 'courses', 'amenities', 'advanced'] as const;
export type EditTab = (typeof EDIT_TABS)[number];

/** The tab holding a field the schema refused (`name`, `tees.0.courseSlope`…), to show it. */
export function tabOfField(path: string): EditTab {
  const head = path.split('.')[0] ?? '';
  if (head === 'tees') return 'courses';
  if (head === 'amenities') return 'amenities';
  if (['latitude', 'longitude', 'clubMembership', 'thumbnail', 'architect'].includes(head)) return 'advanced';
  return 'general';
}
