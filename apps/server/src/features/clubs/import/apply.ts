// Loading a processed data set into the database, idempotently: clubs are matched by their source key, a club
// whose record is unchanged (same hash) is not touched, and ids of courses and tees survive a re-import.
import { createHash, randomUUID } from 'node:crypto';
import { clubSearchText } from '../text';
import type {
  ClubInsert,
  ClubsImportQueries,
  ClubsImportRepository,
  CourseInsert,
  FeatureInsert,
  GeometryInsert,
  TeeHoleInsert,
  TeeInsert,
} from './repository';
import { RESERVED_SLUGS } from './build';
import type { DataSet, DataSetClub, DataSetCourse } from './types';

/** What applying a data set changed. */
export interface ApplyResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Clubs an admin edited: their fields were kept, their courses refreshed. */
  keptEdits: number;
  courses: number;
  tees: number;
  holes: number;
}

/**
 * Version of the columns the loader derives (search text, hole counts). Bumping it makes the next load rewrite
 * every club once, as when the derivation rules change.
 */
export const LOADER_VERSION = 2;

/** The hash that decides whether a stored club must be rewritten (the proposed slug is not part of it). */
export function clubHash(club: DataSetClub): string {
  const { slug: _slug, ...rest } = club;
  return createHash('sha1')
    .update(`${LOADER_VERSION}:${JSON.stringify(rest)}`)
    .digest('hex');
}

function holesOf(club: DataSetClub): { holes: number | null; numberOfHoles: number | null } {
  if (club.courses?.length) {
    return {
      holes: Math.max(...club.courses.map((course) => course.holes)),
      numberOfHoles: club.courses.reduce((sum, course) => sum + course.holes, 0),
    };
  }
  return { holes: club.holesTag ?? null, numberOfHoles: club.holesTag ?? null };
}

/** The club columns a data-set record sets; absent information stays absent (an update keeps it). */
function clubFields(club: DataSetClub, regionId: string | undefined): Partial<ClubInsert> {
  const fields: Partial<ClubInsert> = {
    name: club.name,
    searchName: clubSearchText(club.name, club.city),
    country: club.country,
    latitude: club.lat,
    longitude: club.lng,
  };
  if (regionId) fields.regionId = regionId;
  if (club.address !== undefined) fields.address = club.address;
  if (club.city !== undefined) fields.city = club.city;
  if (club.zip !== undefined) fields.zip = club.zip;
  if (club.phone !== undefined) fields.phone = club.phone;
  if (club.email !== undefined) fields.email = club.email;
  if (club.website !== undefined) fields.websiteUrl = club.website;
  if (club.description !== undefined) fields.description = club.description;
  if (club.architect !== undefined) fields.architect = club.architect;
  if (club.membership !== undefined) fields.clubMembership = club.membership;
  if (club.amenities !== undefined) fields.amenities = club.amenities;
  if (club.courses !== undefined || club.holesTag !== undefined) Object.assign(fields, holesOf(club));
  return fields;
}

/**
 * Loads `dataSet` through `repository` in one transaction. New clubs are inserted in batches; a club whose
 * record hash is unchanged is left alone, so a second run with the same data changes nothing; a changed club is
 * updated (an admin-edited club keeps its fields) and its courses, tees and holes are rewritten in place.
 */
export async function applyDataSet(
  repository: ClubsImportRepository,
  dataSet: DataSet,
): Promise<ApplyResult> {
  return repository.transaction(async (repo) => {
    const result: ApplyResult = {
      inserted: 0,
      updated: 0,
      unchanged: 0,
      keptEdits: 0,
      courses: 0,
      tees: 0,
      holes: 0,
    };
    const regionIds = await repo.upsertRegions(dataSet.regions);
    const stored = new Map((await repo.storedClubs()).map((club) => [club.sourceKey, club]));
    const slugs = new Set([...RESERVED_SLUGS, ...[...stored.values()].map((club) => club.slug)]);

    const inserts: ClubInsert[] = [];
    const courseWrites: { clubId: string; courses: DataSetCourse[] }[] = [];
    for (const club of dataSet.clubs) {
      const hash = clubHash(club);
      const regionId = club.region ? regionIds.get(`${club.country}|${club.region}`) : undefined;
      const known = stored.get(club.key);
      if (known && known.importHash === hash) {
        result.unchanged += 1;
        continue;
      }
      if (!known) {
        let slug = club.slug || `golf-${club.country.toLowerCase()}`;
        for (let n = 2; slugs.has(slug); n += 1) slug = `${club.slug}-${n}`;
        slugs.add(slug);
        const id = randomUUID();
        inserts.push({
          id,
          slug,
          sourceKey: club.key,
          name: club.name,
          searchName: clubSearchText(club.name, club.city),
          address: club.address ?? null,
          city: club.city ?? null,
          country: club.country,
          regionId: regionId ?? null,
          zip: club.zip ?? null,
          phone: club.phone ?? null,
          email: club.email ?? null,
          websiteUrl: club.website ?? null,
          description: club.description ?? null,
          latitude: club.lat,
          longitude: club.lng,
          ...holesOf(club),
          architect: club.architect ?? null,
          clubMembership: club.membership ?? null,
          amenities: club.amenities ?? [],
          importHash: hash,
        });
        if (club.courses?.length) courseWrites.push({ clubId: id, courses: club.courses });
        result.inserted += 1;
        continue;
      }
      if (known.edited) {
        await repo.updateClub(known.id, { importHash: hash });
        result.keptEdits += 1;
      } else {
        await repo.updateClub(known.id, {
          ...clubFields(club, regionId),
          importHash: hash,
          updatedAt: new Date(),
        });
        result.updated += 1;
      }
      if (club.courses !== undefined) courseWrites.push({ clubId: known.id, courses: club.courses });
    }
    await repo.insertClubs(inserts);
    Object.assign(result, await writeCourses(repo, courseWrites, stored.size > 0));
    return result;
  });
}

/** Writes the courses of some clubs, keeping the ids of courses (by key) and tees (by name) already stored. */
async function writeCourses(
  repo: ClubsImportQueries,
  writes: { clubId: string; courses: DataSetCourse[] }[],
  mayExist: boolean,
): Promise<{ courses: number; tees: number; holes: number }> {
  const existing = mayExist
    ? await repo.storedCourses(writes.map((write) => write.clubId))
    : { courses: [], tees: [] };
  const courseIdOf = new Map(
    existing.courses.map((course) => [`${course.clubId}|${course.sourceKey}`, course.id]),
  );
  const teeIdOf = new Map(existing.tees.map((tee) => [`${tee.courseId}|${tee.name}`, tee.id]));
  const courseRows: CourseInsert[] = [];
  const teeRows: TeeInsert[] = [];
  const holeRows: TeeHoleInsert[] = [];
  const geometryRows: GeometryInsert[] = [];
  const featureRows: FeatureInsert[] = [];
  for (const { clubId, courses } of writes) {
    courses.forEach((course, position) => {
      const courseId = courseIdOf.get(`${clubId}|${course.key}`) ?? randomUUID();
      courseRows.push({
        id: courseId,
        clubId,
        sourceKey: course.key,
        name: course.name,
        holes: course.holes,
        par: course.par,
        hasGps: (course.geometry?.length ?? 0) === course.holes,
        courseType: course.type ?? null,
        guestPolicy: course.guestPolicy ?? null,
        position,
      });
      course.tees.forEach((tee, teePosition) => {
        const teeId = teeIdOf.get(`${courseId}|${tee.name}`) ?? randomUUID();
        const distances = tee.holes.map((hole) => hole.d);
        teeRows.push({
          id: teeId,
          courseId,
          name: tee.name,
          color: tee.color ?? null,
          totalDistance: distances.every((d) => d !== undefined)
            ? distances.reduce((sum, d) => sum + d, 0)
            : null,
          courseRating: tee.cr ?? null,
          slopeRating: tee.slope ?? null,
          courseRatingW: tee.crW ?? null,
          slopeRatingW: tee.slopeW ?? null,
          position: teePosition,
        });
        for (const hole of tee.holes) {
          holeRows.push({
            teeId,
            holeNumber: hole.n,
            par: hole.par,
            parW: hole.parW ?? null,
            handicap: hole.si ?? null,
            handicapW: hole.siW ?? null,
            distance: hole.d ?? null,
            parEstimated: hole.est === true,
          });
        }
      });
      for (const geometry of course.geometry ?? []) {
        geometryRows.push({
          courseId,
          holeNumber: geometry.n,
          teeLng: geometry.tee?.[0] ?? null,
          teeLat: geometry.tee?.[1] ?? null,
          greenLng: geometry.green?.[0] ?? null,
          greenLat: geometry.green?.[1] ?? null,
          line: geometry.line,
          lengthMeters: geometry.length,
        });
      }
      featureRows.push(...featureRowsOf(courseId, course));
    });
  }
  const keptCourses = new Set(courseRows.map((row) => row.id));
  const keptTees = new Set(teeRows.map((row) => row.id));
  await repo.deleteCourses(
    existing.courses.filter((course) => !keptCourses.has(course.id)).map((course) => course.id),
  );
  await repo.deleteTees(
    existing.tees
      .filter((tee) => keptCourses.has(tee.courseId) && !keptTees.has(tee.id))
      .map((tee) => tee.id),
  );
  await repo.upsertCourses(courseRows);
  await repo.upsertTees(teeRows);
  await repo.replaceTeeHoles(mayExist ? teeRows.map((row) => row.id) : [], holeRows);
  await repo.replaceGeometries(mayExist ? courseRows.map((row) => row.id) : [], geometryRows);
  await repo.replaceFeatures(mayExist ? courseRows.map((row) => row.id) : [], featureRows);
  return { courses: courseRows.length, tees: teeRows.length, holes: holeRows.length };
}

/** The map features of a course: each hole's tee and green outline, then its fairways, bunkers and water. */
export function featureRowsOf(courseId: string, course: DataSetCourse): FeatureInsert[] {
  const rows: Omit<FeatureInsert, 'position'>[] = [];
  for (const geometry of course.geometry ?? []) {
    if (geometry.teeRing)
      rows.push({ courseId, kind: 'tee', holeNumber: geometry.n, ring: geometry.teeRing });
    if (geometry.greenRing)
      rows.push({ courseId, kind: 'green', holeNumber: geometry.n, ring: geometry.greenRing });
  }
  for (const feature of course.features ?? [])
    rows.push({ courseId, kind: feature.k, holeNumber: null, ring: feature.ring });
  return rows.map((row, position) => ({ ...row, position }));
}
