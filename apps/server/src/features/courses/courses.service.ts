import type { Course, CourseMap, CourseMapFeatureKind, HoleGeometry, Tee } from '@fairway/contract';
import { AppError } from '../../http/errors';
import type { CourseRows, CoursesRepository, GeometryRow, TeeHoleRow, TeeRow } from './courses.repository';

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

function toTee(tee: TeeRow, holes: readonly TeeHoleRow[]): Tee {
  return {
    teeId: tee.id,
    teeName: tee.name,
    teeColor: tee.color,
    totalDistance: tee.totalDistance,
    courseCr: tee.courseRating,
    courseSlope: tee.slopeRating,
    courseCrW: tee.courseRatingW,
    courseSlopeW: tee.slopeRatingW,
    rated: tee.courseRating !== null && tee.slopeRating !== null,
    holes: holes.map((hole) => ({
      holeNumber: hole.holeNumber,
      par: hole.par,
      parW: hole.parW,
      handicap: hole.handicap,
      handicapW: hole.handicapW,
      distance: hole.distance,
      parEstimated: hole.parEstimated,
    })),
  };
}

function toGeometry(row: GeometryRow): HoleGeometry {
  return {
    holeNumber: row.holeNumber,
    tee: row.teeLat !== null && row.teeLng !== null ? { lat: row.teeLat, lng: row.teeLng } : null,
    green: row.greenLat !== null && row.greenLng !== null ? { lat: row.greenLat, lng: row.greenLng } : null,
    line: row.line.map(([lng, lat]) => ({ lat, lng })),
    lengthMeters: row.lengthMeters,
  };
}

/** Maps stored course rows to the contract's courses, per club id, keeping the stored order. */
export function coursesByClub(rows: CourseRows, withGeometry: boolean): Map<string, Course[]> {
  const teesOf = groupBy(rows.tees, (tee) => tee.courseId);
  const holesOf = groupBy(rows.holes, (hole) => hole.teeId);
  const geometryOf = groupBy(rows.geometries, (geometry) => geometry.courseId);
  const byClub = new Map<string, Course[]>();
  for (const course of rows.courses) {
    const mapped: Course = {
      id: course.id,
      courseId: course.sourceKey,
      courseName: course.name,
      holes: course.holes,
      par: course.par,
      hasGps: course.hasGps,
      courseType: course.courseType,
      guestPolicy: course.guestPolicy,
      facilityId: course.clubId,
      tees: (teesOf.get(course.id) ?? []).map((tee) => toTee(tee, holesOf.get(tee.id) ?? [])),
      ...(withGeometry ? { holeGeometry: (geometryOf.get(course.id) ?? []).map(toGeometry) } : {}),
    };
    const list = byClub.get(course.clubId);
    if (list) list.push(mapped);
    else byClub.set(course.clubId, [mapped]);
  }
  return byClub;
}

export type CoursesService = ReturnType<typeof createCoursesService>;

/** Courses of clubs as the API shows them: tees with their ratings (`rated`), holes, and hole geometry. */
export function createCoursesService(repository: CoursesRepository) {
  return {
    /**
     * The courses of each given club (clubs without courses are absent from the map). Hole geometry is
     * included only when asked: list answers leave it out to stay small.
     */
    async forClubs(clubIds: readonly string[], withGeometry: boolean): Promise<Map<string, Course[]>> {
      return coursesByClub(await repository.forClubs(clubIds, withGeometry), withGeometry);
    },

    /** The polygons the hole map draws for a course; 404 `course_not_found` when there is no such course. */
    async map(courseId: string): Promise<CourseMap> {
      const rows = await repository.features(courseId);
      if (!rows) throw new AppError('course_not_found', 404, 'No such course');
      return {
        courseId,
        features: rows.map((row) => ({
          kind: row.kind as CourseMapFeatureKind,
          holeNumber: row.holeNumber,
          ring: row.ring,
        })),
      };
    },
  };
}
