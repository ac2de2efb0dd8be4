import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseFeatures, courses, holeGeometries, teeHoles, tees } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type TeeRow = typeof tees.$inferSelect;
export type TeeHoleRow = typeof teeHoles.$inferSelect;
export type GeometryRow = typeof holeGeometries.$inferSelect;
export type FeatureRow = typeof courseFeatures.$inferSelect;

/** The courses of some clubs with their tees, tee holes and (optionally) hole geometry, in display order. */
export interface CourseRows {
  courses: CourseRow[];
  tees: TeeRow[];
  holes: TeeHoleRow[];
  geometries: GeometryRow[];
}

/** Drizzle queries of the courses feature. */
export function createCoursesRepository(db: Db) {
  return {
    async forClubs(clubIds: readonly string[], withGeometry: boolean): Promise<CourseRows> {
      if (clubIds.length === 0) return { courses: [], tees: [], holes: [], geometries: [] };
      const courseRows = await db
        .select()
        .from(courses)
        .where(inArray(courses.clubId, [...clubIds]))
        .orderBy(asc(courses.clubId), asc(courses.position));
      const courseIds = courseRows.map((course) => course.id);
      if (courseIds.length === 0) return { courses: [], tees: [], holes: [], geometries: [] };
      const [teeRows, geometryRows] = await Promise.all([
        db
          .select()
          .from(tees)
          .where(inArray(tees.courseId, courseIds))
          .orderBy(asc(tees.courseId), asc(tees.position)),
        withGeometry
          ? db
              .select()
              .from(holeGeometries)
              .where(inArray(holeGeometries.courseId, courseIds))
              .orderBy(asc(holeGeometries.courseId), asc(holeGeometries.holeNumber))
          : Promise.resolve([]),
      ]);
      const holeRows = teeRows.length
        ? await db
            .select()
            .from(teeHoles)
            .where(
              inArray(
                teeHoles.teeId,
                teeRows.map((tee) => tee.id),
              ),
            )
            .orderBy(asc(teeHoles.teeId), asc(teeHoles.holeNumber))
        : [];
      return { courses: courseRows, tees: teeRows, holes: holeRows, geometries: geometryRows };
    },

    /** A course's map polygons in stored order; null when there is no such course. */
    async features(courseId: string): Promise<FeatureRow[] | null> {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!course) return null;
      return db
        .select()
        .from(courseFeatures)
        .where(eq(courseFeatures.courseId, courseId))
        .orderBy(asc(courseFeatures.position));
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
