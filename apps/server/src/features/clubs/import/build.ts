// The importer's pipeline: source files in, one processed data set out, with a report of what was loaded and
// what was rejected and why. Pure and deterministic: the same files give a byte-identical data set.
import { createHash } from 'node:crypto';
import { COUNTRIES, UK_NATIONS } from '@fairway/contract';
import type { ClubMembership } from '@fairway/contract';
import { slugify } from '../text';
import { assembleCourse, capitalise, metersBetween, numberHole } from './holes';
import type { HoleRejection, NumberedHole } from './holes';
import { groupPlaces, placeDistance, SpatialGrid } from './places';
import type { PlaceGroup } from './places';
import { isCorsica, regionName, ukNation } from './regions';
import { round5 } from './sources';
import type { SourceFile, SourceGeometryHole, SourceHole, SourcePlace } from './sources';
import type { DataSet, DataSetClub, DataSetCourse, DataSetFeature, DataSetRegion, LngLat } from './types';

/** One input: an open-data file, or importer CSV clubs. */
export type BuildInput = { name: string; file: SourceFile } | { name: string; csvClubs: DataSetClub[] };

/** What the build did, for the importer's output and the README. */
export interface ImportReport {
  inputs: { name: string; kind: string; records: number }[];
  places: { total: number; clubs: number; joinedAsParts: number; rejected: Record<string, number> };
  holes: { total: number; inCourses: number; rejected: Record<string, number> };
  courses: {
    built: number;
    bySource: Record<string, number>;
    withStrokeIndex: number;
    withoutStrokeIndex: number;
    withGps: number;
    tees: number;
    holesWithEstimatedPar: number;
    rejected: Record<string, number>;
  };
  clubs: number;
  regions: number;
  /** A few rejected courses per reason, to show what the rules refused. */
  examples: { reason: string; club: string; course: string; detail: string }[];
}

/** Metres: a hole whose centre lies outside every course polygon joins the nearest club this close. */
const HOLE_TO_CLUB_METERS = 1500;
/** Metres: a hole-geometry course not tied to a known polygon joins the nearest club this close. */
const GEOMETRY_TO_CLUB_METERS = 2500;
/** A loop label read from hole names counts only when this many holes of the club share it. */
const MIN_NAME_LABEL_HOLES = 3;
/** A region is guessed for an FR/ES element from the nearest element with a region this close (metres). */
const REGION_NEIGHBOUR_METERS = 30_000;

const LICENSE = 'ODbL-1.0';
const ATTRIBUTION = '© OpenStreetMap contributors';
/** Slugs a club may not take: they are paths of the API (`/golf-clubs/suggestions`, `/golf-clubs/by-country`). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['suggestions', 'by-country']);

const increment = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/** Merges the clubs-europe and clubs-fr-es records of one OSM element (de-duplication by OSM id). */
function mergePlaces(files: SourceFile[]): SourcePlace[] {
  const byId = new Map<string, SourcePlace>();
  // clubs-europe first: its point is a representative point of the course, better than the FR/ES bbox centre.
  const ordered = [...files].sort(
    (a, b) => Number(b.kind === 'clubs-europe') - Number(a.kind === 'clubs-europe'),
  );
  for (const file of ordered) {
    if (file.kind !== 'clubs-europe' && file.kind !== 'clubs-fr-es') continue;
    for (const place of file.places) {
      const known = byId.get(place.osmId);
      if (!known) {
        byId.set(place.osmId, { ...place });
        continue;
      }
      for (const key of Object.keys(place) as (keyof SourcePlace)[]) {
        if (known[key] === null && place[key] !== null)
          (known as unknown as Record<string, unknown>)[key] = place[key];
      }
    }
  }
  return [...byId.values()];
}

/** Finds, for a point, the club whose polygon contains it (the smallest such), else the nearest club. */
class ClubLocator {
  private readonly grid = new SpatialGrid<{ place: SourcePlace; group: PlaceGroup }>(
    0.05,
    ({ place }) => place,
  );
  constructor(groups: readonly PlaceGroup[]) {
    for (const group of groups) for (const place of group.members) this.grid.add({ place, group });
  }
  locate(lat: number, lng: number, maxMeters: number): { place: SourcePlace; group: PlaceGroup } | undefined {
    const candidates = this.grid.near(lat, lng);
    const margin = 0.0005;
    const containing = candidates
      .filter(({ place }) => {
        const box = place.bbox;
        return (
          !!box &&
          lng >= box[0] - margin &&
          lng <= box[2] + margin &&
          lat >= box[1] - margin &&
          lat <= box[3] + margin
        );
      })
      .sort((a, b) => bboxArea(a.place) - bboxArea(b.place) || a.place.osmId.localeCompare(b.place.osmId));
    if (containing[0]) return containing[0];
    let best: { place: SourcePlace; group: PlaceGroup; distance: number } | undefined;
    for (const candidate of candidates) {
      const distance = metersBetween([lng, lat], [candidate.place.lng, candidate.place.lat]);
      if (
        distance <= maxMeters &&
        (!best ||
          distance < best.distance ||
          (distance === best.distance && candidate.place.osmId < best.place.osmId))
      ) {
        best = { ...candidate, distance };
      }
    }
    return best;
  }
}

const bboxArea = (place: SourcePlace): number =>
  place.bbox ? (place.bbox[2] - place.bbox[0]) * (place.bbox[3] - place.bbox[1]) : Number.POSITIVE_INFINITY;

interface PendingCourse {
  source: 'lyon' | 'holes-fr-es' | 'hole-geometry';
  group: PlaceGroup;
  /** Course name hint: a loop label, the polygon's name, or nothing (the club's name). */
  label: string;
  placeName: string | null;
  holes: NumberedHole[];
  /** Fairways, bunkers and water of a hole-geometry course (hole-features.geojson). */
  features?: DataSetFeature[];
}

const holeFrom = (hole: SourceHole, number: number, label: string, labelText: string): NumberedHole => ({
  number,
  label,
  labelText,
  par: hole.par,
  handicap: hole.handicap,
  distances: hole.distances,
  wayId: hole.wayId,
  lat: hole.lat,
  lng: hole.lng,
});

/**
 * Builds the processed data set from the given inputs (see the data README for the sources and their defects,
 * and seed-data/README.md for the rules). Holes join clubs through the course polygons; a course is kept only
 * when its numbering, pars and stroke indexes are complete and consistent.
 */
export function buildDataSet(inputs: readonly BuildInput[]): { dataSet: DataSet; report: ImportReport } {
  const files = inputs.flatMap((input) => ('file' in input ? [input.file] : []));
  const report: ImportReport = {
    inputs: inputs.map((input) =>
      'file' in input
        ? { name: input.name, kind: input.file.kind, records: recordsOf(input.file) }
        : { name: input.name, kind: 'csv', records: input.csvClubs.length },
    ),
    places: { total: 0, clubs: 0, joinedAsParts: 0, rejected: {} },
    holes: { total: 0, inCourses: 0, rejected: {} },
    courses: {
      built: 0,
      bySource: {},
      withStrokeIndex: 0,
      withoutStrokeIndex: 0,
      withGps: 0,
      tees: 0,
      holesWithEstimatedPar: 0,
      rejected: {},
    },
    clubs: 0,
    regions: 0,
    examples: [],
  };

  const places = mergePlaces(files);
  report.places.total = places.length;
  const { groups, rejected } = groupPlaces(places);
  for (const { reason } of rejected) increment(report.places.rejected, reason);
  report.places.joinedAsParts = places.length - rejected.length - groups.length;
  const groupOfPlace = new Map<string, PlaceGroup>();
  for (const group of groups) for (const member of group.members) groupOfPlace.set(member.osmId, group);
  const locator = new ClubLocator(groups);

  const pending: PendingCourse[] = [];
  const rejectHole = (reason: HoleRejection | 'no_club_nearby' | 'not_in_a_course', count = 1) =>
    increment(report.holes.rejected, reason, count);
  const claimed = new Set<string>();

  // 1. lyon-courses: courses already tied to their club.
  for (const file of files) {
    if (file.kind !== 'lyon-courses') continue;
    for (const course of file.courses) {
      report.holes.total += course.holes.length;
      for (const hole of course.holes) if (hole.wayId) claimed.add(hole.wayId);
      const group = groupOfPlace.get(course.clubOsmId);
      if (!group) {
        rejectHole('no_club_nearby', course.holes.length);
        continue;
      }
      const holes: NumberedHole[] = [];
      for (const hole of course.holes) {
        const read = numberHole(hole.ref, hole.name);
        if (typeof read === 'string') rejectHole(read);
        else holes.push(holeFrom(hole, read.number, '', ''));
      }
      pending.push({ source: 'lyon', group, label: course.loop ?? '', placeName: null, holes });
    }
  }

  // 2. hole-geometry: numbered hole lines, tied to a course polygon or to a cluster, with the fairways, bunkers
  // and water of hole-features.geojson grouped by the same course key.
  const featuresOf = new Map<string, DataSetFeature[]>();
  for (const file of files) {
    if (file.kind !== 'hole-features') continue;
    for (const feature of file.features) {
      const list = featuresOf.get(feature.course) ?? [];
      list.push({ k: feature.kind, ring: feature.ring });
      featuresOf.set(feature.course, list);
    }
  }
  for (const file of files) {
    if (file.kind !== 'hole-geometry') continue;
    const byCourse = new Map<string, SourceGeometryHole[]>();
    for (const hole of file.holes) {
      report.holes.total += 1;
      claimed.add(hole.wayId);
      const key = `${hole.courseOsmId ?? hole.cluster ?? ''}|${hole.loop ?? ''}`;
      const list = byCourse.get(key);
      if (list) list.push(hole);
      else byCourse.set(key, [hole]);
    }
    for (const [courseKey, holes] of [...byCourse].sort(([a], [b]) => a.localeCompare(b))) {
      const first = holes[0]!;
      const points = holes.flatMap((hole) => hole.line);
      const centre: LngLat = [
        points.reduce((sum, [lng]) => sum + lng, 0) / points.length,
        points.reduce((sum, [, lat]) => sum + lat, 0) / points.length,
      ];
      const group =
        (first.courseOsmId ? groupOfPlace.get(first.courseOsmId) : undefined) ??
        locator.locate(centre[1], centre[0], GEOMETRY_TO_CLUB_METERS)?.group;
      if (!group) {
        rejectHole('no_club_nearby', holes.length);
        continue;
      }
      pending.push({
        source: 'hole-geometry',
        group,
        label: first.loop ?? '',
        placeName: first.courseName,
        holes: holes.map((hole) => ({
          number: hole.hole,
          label: '',
          labelText: '',
          par: null,
          handicap: null,
          distances: {},
          wayId: hole.wayId,
          lat: null,
          lng: null,
          line: hole.line,
          tee: hole.tee,
          green: hole.green,
          teeOutline: hole.teeOutline,
          greenOutline: hole.greenOutline,
        })),
        ...(featuresOf.has(courseKey) ? { features: featuresOf.get(courseKey) } : {}),
      });
    }
  }

  // 3. holes-fr-es: loose holes, placed by the course polygons (or the nearest club), split into loops.
  for (const file of files) {
    if (file.kind !== 'holes-fr-es') continue;
    const perClub = new Map<PlaceGroup, { hole: NumberedHole; place: SourcePlace; fromName: boolean }[]>();
    for (const hole of file.holes) {
      report.holes.total += 1;
      if (hole.wayId && claimed.has(hole.wayId)) {
        increment(report.holes.rejected, 'same_way_in_another_file');
        continue;
      }
      const read = numberHole(hole.ref, hole.name);
      if (typeof read === 'string') {
        rejectHole(read);
        continue;
      }
      const where =
        hole.lat !== null && hole.lng !== null
          ? locator.locate(hole.lat, hole.lng, HOLE_TO_CLUB_METERS)
          : undefined;
      if (!where) {
        rejectHole('no_club_nearby');
        continue;
      }
      const refLabel = hole.ref ? numberHole(hole.ref, null) : undefined;
      const fromName = !(typeof refLabel === 'object' && refLabel.label);
      const list = perClub.get(where.group) ?? [];
      list.push({
        hole: holeFrom(hole, read.number, read.label, read.labelText),
        place: where.place,
        fromName,
      });
      perClub.set(where.group, list);
    }
    for (const [group, entries] of perClub) {
      const nameLabelCount = new Map<string, number>();
      for (const { hole, fromName } of entries)
        if (fromName && hole.label) nameLabelCount.set(hole.label, (nameLabelCount.get(hole.label) ?? 0) + 1);
      const loops = new Map<string, typeof entries>();
      for (const entry of entries) {
        if (entry.fromName && (nameLabelCount.get(entry.hole.label) ?? 0) < MIN_NAME_LABEL_HOLES) {
          entry.hole.label = '';
          entry.hole.labelText = '';
        }
        const list = loops.get(entry.hole.label) ?? [];
        list.push(entry);
        loops.set(entry.hole.label, list);
      }
      for (const [label, loop] of [...loops].sort(([a], [b]) => a.localeCompare(b))) {
        const labelText = loop.find((entry) => entry.hole.labelText)?.hole.labelText ?? '';
        const numbers = loop.map((entry) => entry.hole.number);
        const hasDuplicates = new Set(numbers).size !== numbers.length;
        // Two courses of one club without loop names: split by the polygon each hole lies in.
        const byPlace = new Map<string, typeof entries>();
        for (const entry of loop) {
          const list = byPlace.get(entry.place.osmId) ?? [];
          list.push(entry);
          byPlace.set(entry.place.osmId, list);
        }
        const splitWorks =
          hasDuplicates &&
          byPlace.size > 1 &&
          [...byPlace.values()].every(
            (list) => new Set(list.map((entry) => entry.hole.number)).size === list.length,
          );
        const parts = splitWorks ? [...byPlace.values()] : [loop];
        for (const part of parts) {
          const place = part[0]!.place;
          pending.push({
            source: 'holes-fr-es',
            group,
            label: label ? capitalise(labelText || label) : '',
            placeName: splitWorks ? place.name : null,
            holes: part.map((entry) => entry.hole),
          });
        }
      }
    }
  }

  // 4. Courses per club.
  const coursesOf = new Map<PlaceGroup, (DataSetCourse & { source: string })[]>();
  for (const item of pending) {
    const result = assembleCourse(item.holes);
    if (!result.ok) {
      increment(report.courses.rejected, result.reason);
      rejectHole('not_in_a_course', item.holes.length);
      if (report.examples.filter((example) => example.reason === result.reason).length < 3) {
        report.examples.push({
          reason: result.reason,
          club: item.group.name,
          course: item.label || item.placeName || '(no loop name)',
          detail: result.detail,
        });
      }
      continue;
    }
    const { course } = result;
    report.holes.inCourses += item.holes.length;
    report.courses.built += 1;
    increment(report.courses.bySource, item.source);
    if (course.hasStrokeIndex) report.courses.withStrokeIndex += 1;
    else report.courses.withoutStrokeIndex += 1;
    if (course.geometry) report.courses.withGps += 1;
    report.courses.tees += course.tees.length;
    report.courses.holesWithEstimatedPar += course.parEstimated;
    const name =
      item.label ||
      (item.placeName && item.placeName !== item.group.name ? item.placeName : '') ||
      item.group.name;
    const list = coursesOf.get(item.group) ?? [];
    list.push({
      source: item.source,
      key: '',
      name,
      holes: course.holes,
      par: course.par,
      type: course.type,
      tees: course.tees,
      ...(course.geometry ? { geometry: course.geometry } : {}),
      ...(course.geometry && item.features?.length ? { features: item.features } : {}),
    });
    coursesOf.set(item.group, list);
  }

  // 5. Clubs, regions and slugs.
  const regions = new Map<string, DataSetRegion>();
  const regionOf = regionResolver(groups);
  const clubs: DataSetClub[] = groups.map((group) => {
    const first = <K extends keyof SourcePlace>(key: K): SourcePlace[K] | null => {
      for (const place of [group.primary, ...group.members]) if (place[key] !== null) return place[key];
      return null;
    };
    const country = group.primary.country;
    const region = regionOf(group);
    if (region) regions.set(`${country}|${region.slug}`, { country, ...region });
    const courses = finishCourses(`osm:${group.primary.osmId}`, coursesOf.get(group) ?? []);
    const access = first('access');
    const membership: ClubMembership | undefined =
      access === 'private' || access === 'members' ? 'required' : access ? 'not_required' : undefined;
    const holesTag = first('holesTag');
    const optional = <K extends string>(key: K, value: string | null) =>
      (value ? { [key]: value } : {}) as Partial<Record<K, string>>;
    return {
      key: `osm:${group.primary.osmId}`,
      slug: '',
      name: group.name,
      country,
      ...(region ? { region: region.slug } : {}),
      ...optional('address', first('street')),
      ...optional('city', first('city')),
      ...optional('zip', first('postcode')),
      ...optional('phone', first('phone')),
      ...optional('email', first('email')),
      ...optional('website', normaliseWebsite(first('website'))),
      ...(membership ? { membership } : {}),
      lat: round5(group.primary.lat),
      lng: round5(group.primary.lng),
      ...(group.amenities.size ? { amenities: [...group.amenities].sort() } : {}),
      ...(holesTag && holesTag > 0 && holesTag <= 72 ? { holesTag } : {}),
      courses,
    };
  });

  // 6. CSV clubs: override the OSM club of the same key, or add.
  const byKey = new Map(clubs.map((club) => [club.key, club]));
  for (const input of inputs) {
    if (!('csvClubs' in input)) continue;
    for (const csvClub of input.csvClubs) {
      const regionText = csvClub.region;
      const region = regionText ? { slug: slugify(regionText), name: regionText } : undefined;
      if (region?.slug)
        regions.set(`${csvClub.country}|${region.slug}`, { country: csvClub.country, ...region });
      const courses = csvClub.courses?.map((course) => ({ ...course }));
      const incoming: DataSetClub = {
        ...csvClub,
        ...(region?.slug ? { region: region.slug } : {}),
        ...(courses ? { courses } : {}),
      };
      const known = byKey.get(csvClub.key);
      if (known)
        Object.assign(known, {
          ...incoming,
          name:
            csvClub.name.startsWith('way/') ||
            csvClub.name.startsWith('relation/') ||
            csvClub.name.startsWith('node/')
              ? known.name
              : csvClub.name,
        });
      else {
        byKey.set(incoming.key, incoming);
        clubs.push(incoming);
      }
      if (courses) report.courses.built += courses.length;
      if (courses) increment(report.courses.bySource, 'csv', courses.length);
    }
  }

  clubs.sort((a, b) => a.key.localeCompare(b.key));
  assignSlugs(clubs, regions);
  report.clubs = clubs.length;
  report.places.clubs = groups.length;
  report.regions = regions.size;

  const body = {
    format: 'fairway-clubs' as const,
    formatVersion: 1 as const,
    license: LICENSE,
    attribution: ATTRIBUTION,
    sources: inputs.map((input) => input.name).sort(),
    regions: [...regions.values()].sort(
      (a, b) => a.country.localeCompare(b.country) || a.slug.localeCompare(b.slug),
    ),
    clubs,
  };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  return { dataSet: { ...body, version }, report };
}

function recordsOf(file: SourceFile): number {
  switch (file.kind) {
    case 'clubs-europe':
    case 'clubs-fr-es':
      return file.places.length;
    case 'holes-fr-es':
    case 'hole-geometry':
      return file.holes.length;
    case 'hole-features':
      return file.features.length;
    case 'lyon-courses':
      return file.courses.length;
  }
}

/** A website as a URL with a scheme; null when it is not one. */
function normaliseWebsite(website: string | null): string | null {
  if (!website) return null;
  const candidate = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') ? candidate : null;
  } catch {
    return null;
  }
}

/** Orders a club's courses (largest first, then by name), makes names unique and gives each a stable key. */
function finishCourses(clubKey: string, list: (DataSetCourse & { source: string })[]): DataSetCourse[] {
  const sorted = [...list].sort(
    (a, b) => b.holes - a.holes || a.name.localeCompare(b.name) || a.source.localeCompare(b.source),
  );
  const names = new Map<string, number>();
  const keys = new Set<string>();
  return sorted.map(({ source: _source, ...course }) => {
    const seen = names.get(course.name) ?? 0;
    names.set(course.name, seen + 1);
    const name = seen === 0 ? course.name : `${course.name} ${seen + 1}`;
    let key = `${clubKey}#${slugify(name, 60) || 'course'}`;
    for (let n = 2; keys.has(key); n += 1) key = `${clubKey}#${slugify(name, 60) || 'course'}-${n}`;
    keys.add(key);
    return { ...course, name, key };
  });
}

/** Regions: FR/ES from the source, else from the nearest neighbour with one (Corsica by its box); GB nations. */
function regionResolver(groups: readonly PlaceGroup[]) {
  const withRegion = groups.filter((group) => group.members.some((member) => member.region));
  const sourceRegion = (group: PlaceGroup) =>
    group.members.find((member) => member.osmId === group.primary.osmId && member.region)?.region ??
    group.members.find((member) => member.region)?.region ??
    null;
  return (group: PlaceGroup): { slug: string; name: string } | undefined => {
    const { country, lat, lng } = group.primary;
    if (country === 'GB') {
      const slug = ukNation(lat, lng);
      return { slug, name: UK_NATIONS.find((nation) => nation.slug === slug)!.name };
    }
    if (country !== 'FR' && country !== 'ES') return undefined;
    let name = sourceRegion(group);
    if (!name && country === 'FR' && isCorsica(lat, lng)) name = 'Corse';
    if (!name) {
      let best: { name: string; distance: number } | undefined;
      for (const other of withRegion) {
        if (other.primary.country !== country) continue;
        const distance = placeDistance(group.primary, other.primary);
        const otherName = sourceRegion(other);
        if (otherName && distance <= REGION_NEIGHBOUR_METERS && (!best || distance < best.distance))
          best = { name: otherName, distance };
      }
      name = best?.name ?? null;
    }
    if (!name) return undefined;
    const display = regionName(country, name);
    return { slug: slugify(display), name: display };
  };
}

/** Slugs from name and town; a clash takes the region or country, then a number. Deterministic by key order. */
function assignSlugs(clubs: DataSetClub[], regions: Map<string, DataSetRegion>): void {
  const taken = new Set(RESERVED_SLUGS);
  const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;
  for (const club of clubs) {
    const base =
      slugify(
        club.city && !club.name.toLowerCase().includes(club.city.toLowerCase())
          ? `${club.name} ${club.city}`
          : club.name,
      ) || `golf-${club.country.toLowerCase()}`;
    const place =
      (club.region ? regions.get(`${club.country}|${club.region}`)?.name : undefined) ??
      countryName(club.country);
    let slug = base;
    if (taken.has(slug)) slug = slugify(`${base} ${place}`, 100);
    for (let n = 2; taken.has(slug); n += 1) slug = `${slugify(`${base} ${place}`, 100)}-${n}`;
    taken.add(slug);
    club.slug = slug;
  }
}
