import { jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { courses } from './clubs';

/**
 * What the hole map draws beyond the hole lines (hole_geometries): the outlines of tees and greens (with their hole)
 * and the fairways, bunkers and water of a course (no hole), loaded from the open data with the courses.
 */
export const courseFeatures = pgTable(
  'course_features',
  {
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Order within the course, as loaded. */
    position: smallint().notNull(),
    /** `tee`, `green`, `fairway`, `bunker` or `water`. */
    kind: text().notNull(),
    /** The hole of a tee or green; null for fairways, bunkers and water. */
    holeNumber: smallint(),
    /** The polygon's outer ring as `[lng, lat]` pairs, closing point dropped (GeoJSON order). */
    ring: jsonb().$type<[number, number][]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.position] })],
);
