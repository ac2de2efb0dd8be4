// Club rules of the importer: which OSM golf-course elements are clubs, which are parts of a club (a practice
// area, an unnamed or generically named loop next to a named course), and which are not golf at all; and how
// the several polygons of one club become one club.
import type { AmenityFlag } from '@fairway/contract';
import { foldText } from '../text';
import { metersBetween } from './holes';
import type { SourcePlace } from './sources';

/** Why an OSM element did not become (part of) a club. */
export type PlaceRejection = 'not_golf' | 'not_a_course_name' | 'no_name' | 'generic_name';

/** How an element is read from its name and tags. */
export type PlaceKind =
  | { kind: 'club' }
  /** `sameName`: joins only a club whose name starts with the same word ("First Warsaw Executive Course"). */
  | { kind: 'part'; amenity?: AmenityFlag; standalone: boolean; sameName?: boolean }
  | { kind: 'rejected'; reason: PlaceRejection };

const NOT_GOLF =
  /\b(mini ?golf\w*|miniature golf|adventure golf|crazy golf|foot ?golf|disc ?golf|frisbee ?golf|swin ?golf|мини гольф|минигольф)\b/;
/** Names made of these words only say what the element is, not which club it is. */
const GENERIC_WORDS = new Set([
  'golf',
  'golfplatz',
  'golfbana',
  'golfbane',
  'golfbaan',
  'golfbanen',
  'golfkentta',
  'campo',
  'de',
  'del',
  'du',
  'course',
  'club',
  'the',
  'parcours',
  'percorso',
  'pitch',
  'and',
  'putt',
  'par',
  '3',
  'practice',
  'driving',
  'range',
  'putting',
  'chipping',
  'green',
  'area',
  'training',
  'academy',
  'old',
  'new',
  'short',
  'championship',
  'executive',
  'compact',
  'north',
  'south',
  'east',
  'west',
  'red',
  'blue',
  'yellow',
  'white',
  'nine',
  'holes',
  'loop',
  'links',
  'course',
  'hole',
  'trou',
  'trous',
  'hoyos',
  '9',
  '18',
  'pay',
  'play',
  'public',
  'ubungsgelande',
]);
const FACILITY =
  /^(golf )?(practice|driving range|range|putting green|chipping green|pitching green|practice green|practice area|training area|ubungsgelande)\b/;
/** A course of a club named by its kind or colour ("Old Course", "Championship Course", "Pitch and Putt"). */
const COURSE_PART = /(^|\s)(course|loop|parcours|percorso|recorrido|platz)$|^pitch (and )?putt\b|^par 3\b/;

/** Words around a number in the name of a hole or tee mapped as a course ("H3", "2nd", "Tee gul 1"). */
const HOLE_LABEL_WORDS = new Set([
  'h',
  't',
  'tee',
  'hole',
  'hull',
  'trou',
  'hoyo',
  'buca',
  'bahn',
  'green',
  'st',
  'nd',
  'rd',
  'th',
  'no',
  'nr',
  'gul',
  'rod',
  'bla',
  'hvit',
  'vit',
  'red',
  'yellow',
  'white',
  'blue',
  'gelb',
  'rot',
  'weiss',
]);

/** Whether a folded name is a number with only hole or tee words around it. */
function isHoleLabel(name: string): boolean {
  const tokens = name
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split(' ');
  return (
    tokens.some((token) => /^\d+$/.test(token)) &&
    tokens.every((token) => /^\d+$/.test(token) || HOLE_LABEL_WORDS.has(token))
  );
}

/** Reads what an element is from its name and golf tag (see the README's defects). */
export function classifyPlace(place: Pick<SourcePlace, 'name' | 'golfTag'>): PlaceKind {
  const name = place.name ? foldText(place.name) : '';
  if (!name) return { kind: 'part', standalone: false };
  if (NOT_GOLF.test(name)) return { kind: 'rejected', reason: 'not_golf' };
  if (isHoleLabel(name)) return { kind: 'rejected', reason: 'not_a_course_name' };
  const words = name.split(' ');
  const specific = words.some((word) => !GENERIC_WORDS.has(word));
  const tag = place.golfTag;
  if (tag === 'green' || /^(golf )?putting green\b/.test(name))
    return { kind: 'part', amenity: 'puttingGreen', standalone: specific };
  if (/^(golf )?chipping green\b/.test(name))
    return { kind: 'part', amenity: 'chippingGreen', standalone: specific };
  if (tag === 'driving_range' || tag === 'practice' || FACILITY.test(name)) {
    return { kind: 'part', amenity: 'drivingRange', standalone: specific };
  }
  if (!specific) return { kind: 'part', standalone: false };
  if (COURSE_PART.test(name) && !/\b(golf|club|country|links)\b/.test(name)) {
    return { kind: 'part', standalone: true, sameName: true };
  }
  return { kind: 'club' };
}

const LEADING_NOISE = new Set([
  'the',
  'golf',
  'club',
  'de',
  'du',
  'del',
  'la',
  'le',
  'el',
  'il',
  'campo',
  'golfclub',
]);
/** The first word of a name that says which club it is ("First Warsaw Executive Course" → "first"). */
function firstWord(name: string): string {
  return (
    foldText(name)
      .split(' ')
      .find((word) => !LEADING_NOISE.has(word)) ?? ''
  );
}

/** A club made of one or more OSM elements. */
export interface PlaceGroup {
  /** The element that names and locates the club: a relation, else the largest polygon. */
  primary: SourcePlace;
  name: string;
  members: SourcePlace[];
  amenities: Set<AmenityFlag>;
}

/** How far apart (metres) two elements with the same club name may be and still be one club. */
export const SAME_NAME_RADIUS_METERS = 3000;
/** How far (metres) a part (practice area, unnamed loop) may lie from the club it joins. */
export const PART_RADIUS_METERS = 1500;

const areaOf = (place: SourcePlace): number =>
  place.osmId.startsWith('relation/')
    ? Number.POSITIVE_INFINITY
    : place.bbox
      ? (place.bbox[2] - place.bbox[0]) * (place.bbox[3] - place.bbox[1])
      : 0;

/** The club names an element may share with another: its whole name, and each side of " - " or ", " that names a golf club. */
function clubNamesOf(name: string): { folded: string; text: string }[] {
  const names = [{ folded: foldText(name), text: name.trim() }];
  const parts = name.split(/\s+[-–|:]\s+|,\s+/);
  if (parts.length > 1) {
    for (const part of parts) {
      const folded = foldText(part);
      if (folded.split(' ').length >= 2 && /\b(golf|club|links|country)\b/.test(folded)) {
        names.push({ folded, text: part.trim() });
      }
    }
  }
  return names;
}

/** Distance between two elements: 0 when one's point lies in the other's bbox, else between their points. */
export function placeDistance(a: SourcePlace, b: SourcePlace): number {
  const inside = (point: SourcePlace, box: SourcePlace) =>
    !!box.bbox &&
    point.lng >= box.bbox[0] &&
    point.lng <= box.bbox[2] &&
    point.lat >= box.bbox[1] &&
    point.lat <= box.bbox[3];
  if (inside(a, b) || inside(b, a)) return 0;
  return metersBetween([a.lng, a.lat], [b.lng, b.lat]);
}

/**
 * Items on a grid of `cellDegrees` squares, for neighbour look-ups without an all-pairs scan: `near` answers the
 * items of the point's cell and of the cells around it.
 */
export class SpatialGrid<T> {
  private readonly cells = new Map<string, T[]>();
  constructor(
    private readonly cellDegrees: number,
    private readonly pointOf: (item: T) => { lat: number; lng: number },
  ) {}
  private key(row: number, column: number): string {
    return `${row}:${column}`;
  }
  add(item: T): void {
    const { lat, lng } = this.pointOf(item);
    const key = this.key(Math.floor(lat / this.cellDegrees), Math.floor(lng / this.cellDegrees));
    const cell = this.cells.get(key);
    if (cell) cell.push(item);
    else this.cells.set(key, [item]);
  }
  near(lat: number, lng: number): T[] {
    const row = Math.floor(lat / this.cellDegrees);
    const column = Math.floor(lng / this.cellDegrees);
    const out: T[] = [];
    for (let dr = -1; dr <= 1; dr += 1) {
      for (let dc = -1; dc <= 1; dc += 1)
        out.push(...(this.cells.get(this.key(row + dr, column + dc)) ?? []));
    }
    return out;
  }
}

/**
 * Groups elements into clubs. Named elements with a shared club name within {@link SAME_NAME_RADIUS_METERS}
 * are one club (the 9 polygons of "Club de Golf Novo Sancti Petri"; "The Strand - Portstewart Golf Club" and
 * "Riverside - Portstewart Golf Club"). Parts (unnamed or generic polygons, practice areas) join the nearest
 * club within {@link PART_RADIUS_METERS}, adding their amenity; a part with a specific name and no club nearby
 * stands alone; the others are rejected. Deterministic: the same input gives the same groups in the same order.
 */
export function groupPlaces(places: readonly SourcePlace[]): {
  groups: PlaceGroup[];
  rejected: { place: SourcePlace; reason: PlaceRejection }[];
} {
  const sorted = [...places].sort((a, b) => a.osmId.localeCompare(b.osmId));
  const kinds = new Map(sorted.map((place) => [place.osmId, classifyPlace(place)]));
  const rejected: { place: SourcePlace; reason: PlaceRejection }[] = [];
  const clubPlaces = sorted.filter((place) => kinds.get(place.osmId)?.kind === 'club');

  // Union-find over club elements sharing a club name nearby.
  const parent = new Map(clubPlaces.map((place) => [place.osmId, place.osmId]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const sharedName = new Map<string, string>();
  const byName = new Map<string, SourcePlace[]>();
  for (const place of clubPlaces) {
    for (const { folded } of clubNamesOf(place.name!)) {
      const list = byName.get(folded);
      if (list) list.push(place);
      else byName.set(folded, [place]);
    }
  }
  for (const [folded, list] of byName) {
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const a = list[i]!;
        const b = list[j]!;
        if (a.country !== b.country || placeDistance(a, b) > SAME_NAME_RADIUS_METERS) continue;
        const [ra, rb] = [find(a.osmId), find(b.osmId)];
        if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
        // Members named differently share only a part of their names: that part names the club.
        if (foldText(a.name!) !== foldText(b.name!)) {
          sharedName.set(a.osmId, folded);
          sharedName.set(b.osmId, folded);
        }
      }
    }
  }

  const members = new Map<string, SourcePlace[]>();
  for (const place of clubPlaces) {
    const root = find(place.osmId);
    const list = members.get(root);
    if (list) list.push(place);
    else members.set(root, [place]);
  }
  const groups: PlaceGroup[] = [...members.values()].map((list) => {
    const primary = [...list].sort((a, b) => areaOf(b) - areaOf(a) || a.osmId.localeCompare(b.osmId))[0]!;
    const shared = list.every((place) => sharedName.has(place.osmId))
      ? sharedName.get(primary.osmId)
      : undefined;
    const name = shared
      ? (clubNamesOf(primary.name!).find((candidate) => candidate.folded === shared)?.text ?? primary.name!)
      : primary.name!;
    return { primary, name, members: [...list], amenities: new Set<AmenityFlag>() };
  });

  // Parts join the nearest club.
  const grid = new SpatialGrid<SourcePlace>(0.05, (place) => place);
  const groupOf = new Map<string, PlaceGroup>();
  for (const group of groups) {
    for (const member of group.members) {
      grid.add(member);
      groupOf.set(member.osmId, group);
    }
  }
  for (const place of sorted) {
    const kind = kinds.get(place.osmId)!;
    if (kind.kind === 'rejected') {
      rejected.push({ place, reason: kind.reason });
      continue;
    }
    if (kind.kind !== 'part') continue;
    let best: { group: PlaceGroup; distance: number } | undefined;
    for (const candidate of grid.near(place.lat, place.lng)) {
      if (candidate.country !== place.country) continue;
      if (kind.sameName && firstWord(candidate.name ?? '') !== firstWord(place.name ?? '')) continue;
      const distance = placeDistance(place, candidate);
      if (distance <= PART_RADIUS_METERS && (!best || distance < best.distance)) {
        best = { group: groupOf.get(candidate.osmId)!, distance };
      }
    }
    if (best) {
      best.group.members.push(place);
      if (kind.amenity) best.group.amenities.add(kind.amenity);
    } else if (kind.standalone) {
      const group: PlaceGroup = {
        primary: place,
        name: place.name!,
        members: [place],
        amenities: new Set(kind.amenity ? [kind.amenity] : []),
      };
      groups.push(group);
    } else {
      rejected.push({ place, reason: place.name ? 'generic_name' : 'no_name' });
    }
  }
  for (const group of groups) group.members.sort((a, b) => a.osmId.localeCompare(b.osmId));
  groups.sort((a, b) => a.primary.osmId.localeCompare(b.primary.osmId));
  return { groups, rejected };
}
