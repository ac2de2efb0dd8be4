import type { AmenityFlag, ClubDetail, ClubEditBody } from '@fairway/contract';
import { AMENITY_ORDER } from './amenities';
import { RATING_FIELDS, type RatingField } from './club-edit';

/*
 * A suggested correction as the review screen shows it: one row per changed field, what the club has now next to
 * what the golfer suggests, in the order of the edit form.
 */

/** The club fields a suggestion may change, in the order of the edit form's tabs. */
export const CLUB_FIELDS = [
  'name',
  'address',
  'zip',
  'city',
  'phone',
  'email',
  'websiteUrl',
  'description',
  'latitude',
  'longitude',
  'clubMembership',
  'architect',
  'thumbnail',
] as const;
export type ClubField = (typeof CLUB_FIELDS)[number];

/** A value as shown: text, a yes/no, or nothing (null: empty; undefined: not known, the club is not loaded). */
export type ChangeValue = string | number | boolean | null | undefined;

export type SuggestionChange =
  | { kind: 'field'; key: string; field: ClubField; current: ChangeValue; proposed: ChangeValue }
  | { kind: 'amenity'; key: string; amenity: AmenityFlag; current: ChangeValue; proposed: ChangeValue }
  | {
      kind: 'rating';
      key: string;
      rating: RatingField;
      /** The course and tee, when the club is loaded and still has the tee. */
      teeName: string | null;
      current: ChangeValue;
      proposed: ChangeValue;
    };

/** The changed fields of a suggestion beside the club's current values (`club` undefined while it loads). */
export function suggestionChanges(changes: ClubEditBody, club: ClubDetail | undefined): SuggestionChange[] {
  const rows: SuggestionChange[] = [];
  for (const field of CLUB_FIELDS) {
    const proposed = changes[field];
    if (proposed === undefined) continue;
    rows.push({ kind: 'field', key: field, field, current: club ? club[field] : undefined, proposed });
  }
  for (const amenity of AMENITY_ORDER) {
    const proposed = changes.amenities?.[amenity];
    if (proposed === undefined) continue;
    rows.push({
      kind: 'amenity',
      key: `amenity.${amenity}`,
      amenity,
      current: club ? club.amenities[amenity] : undefined,
      proposed,
    });
  }
  for (const edit of changes.tees ?? []) {
    const found = club?.courses
      .flatMap((course) => course.tees.map((tee) => ({ course, tee })))
      .find(({ tee }) => tee.teeId === edit.teeId);
    for (const rating of RATING_FIELDS) {
      const proposed = edit[rating];
      if (proposed === undefined) continue;
      rows.push({
        kind: 'rating',
        key: `tee.${edit.teeId}.${rating}`,
        rating,
        teeName: found ? `${found.course.courseName} · ${found.tee.teeName}` : null,
        current: found ? found.tee[rating] : undefined,
        proposed,
      });
    }
  }
  return rows;
}
