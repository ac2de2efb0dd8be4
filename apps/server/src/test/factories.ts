import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { clubs, courses, holeGeometries, teeHoles, tees } from '../db/schema';

/** Pars and stroke indexes of a plausible 18-hole card (par 72). */
export const CARD_18 = {
  pars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4],
  strokeIndexes: [7, 11, 15, 1, 9, 3, 17, 5, 13, 8, 18, 2, 10, 6, 12, 16, 4, 14],
};

/**
 * A club with one course: `holes` holes, tees in the given colours (distances growing per colour), optional
 * hole geometry. Returns the ids tests need.
 */
export async function buildCourse(
  db: Db,
  options: {
    holes?: 9 | 18;
    teeColors?: string[];
    withGeometry?: boolean;
    rated?: boolean;
    name?: string;
  } = {},
) {
  const holes = options.holes ?? 18;
  const suffix = randomUUID().slice(0, 8);
  const [club] = await db
    .insert(clubs)
    .values({
      slug: `test-club-${suffix}`,
      sourceKey: `test:${suffix}`,
      name: options.name ?? `Golf Test ${suffix}`,
      searchName: `golf test ${suffix}`,
      city: 'Lyon',
      country: 'FR',
      latitude: 45.75,
      longitude: 4.85,
      holes,
      numberOfHoles: holes,
    })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({
      clubId: club!.id,
      sourceKey: `test:${suffix}:course`,
      name: 'Championship',
      holes,
      par: CARD_18.pars.slice(0, holes).reduce((a, b) => a + b, 0),
      hasGps: options.withGeometry ?? false,
    })
    .returning();
  const colors = options.teeColors ?? ['white', 'yellow', 'red'];
  const teeRows = [];
  for (const [position, color] of colors.entries()) {
    const [tee] = await db
      .insert(tees)
      .values({
        courseId: course!.id,
        name: color[0]!.toUpperCase() + color.slice(1),
        color,
        position,
        totalDistance: 5000 + position * 200,
        courseRating: options.rated ? 71.2 : null,
        slopeRating: options.rated ? 125 : null,
      })
      .returning();
    teeRows.push(tee!);
    await db.insert(teeHoles).values(
      Array.from({ length: holes }, (_, i) => ({
        teeId: tee!.id,
        holeNumber: i + 1,
        par: CARD_18.pars[i]!,
        handicap: holes === 18 ? CARD_18.strokeIndexes[i]! : 2 * (i + 1) - 1,
        distance: 300 + i * 5 + position * 10,
      })),
    );
  }
  if (options.withGeometry) {
    await db.insert(holeGeometries).values(
      Array.from({ length: holes }, (_, i) => ({
        courseId: course!.id,
        holeNumber: i + 1,
        teeLat: 45.75 + i * 0.001,
        teeLng: 4.85,
        greenLat: 45.753 + i * 0.001,
        greenLng: 4.85,
        line: [
          [4.85, 45.75 + i * 0.001],
          [4.85, 45.753 + i * 0.001],
        ] as [number, number][],
        lengthMeters: 333,
      })),
    );
  }
  return { clubId: club!.id, courseId: course!.id, tees: teeRows };
}
