// The processed club data set: what the importer produces, what apps/server/seed-data carries, and what
// `applyDataSet` loads. Keys that are absent mean "no information" (an update keeps the stored value).
import type { AmenityFlag, ClubMembership, CourseType } from '@fairway/contract';

/** `[lng, lat]`, GeoJSON order, rounded to 5 decimals (about a metre). */
export type LngLat = [number, number];

export interface DataSetHole {
  /** 1..holes. */
  n: number;
  par: number;
  parW?: number;
  /** Stroke index. */
  si?: number;
  siW?: number;
  /** Metres. */
  d?: number;
  /** Par estimated from the hole line or a tee distance. */
  est?: true;
}

export interface DataSetTee {
  name: string;
  color?: string;
  /** Course rating and slope (men's, women's); absent = unknown. */
  cr?: number;
  slope?: number;
  crW?: number;
  slopeW?: number;
  holes: DataSetHole[];
}

export interface DataSetGeometry {
  n: number;
  tee?: LngLat;
  green?: LngLat;
  line: LngLat[];
  /** Metres along the line. */
  length: number;
  /** The tee and green polygons' outer rings (closing point dropped), when mapped. */
  teeRing?: LngLat[];
  greenRing?: LngLat[];
}

/** A fairway, bunker or water polygon of a course (its outer ring, closing point dropped). */
export interface DataSetFeature {
  k: 'fairway' | 'bunker' | 'water';
  ring: LngLat[];
}

export interface DataSetCourse {
  /** Unique and stable across builds, e.g. `osm:relation/8362488#le-breuil`. */
  key: string;
  name: string;
  holes: number;
  par: number;
  type?: CourseType;
  guestPolicy?: string;
  tees: DataSetTee[];
  geometry?: DataSetGeometry[];
  /** What the hole map draws around the holes; only with `geometry`. */
  features?: DataSetFeature[];
}

export interface DataSetClub {
  /** `osm:<type>/<id>` or `csv:<id>`: the identity a re-import matches on. */
  key: string;
  /** Proposed slug; the loader adds a suffix if another club holds it. */
  slug: string;
  name: string;
  country: string;
  /** Slug of a region of `regions` in the same country. */
  region?: string;
  address?: string;
  city?: string;
  zip?: string;
  phone?: string;
  email?: string;
  website?: string;
  description?: string;
  architect?: string;
  membership?: ClubMembership;
  lat: number;
  lng: number;
  amenities?: AmenityFlag[];
  /** Holes from the OSM `holes` tag when no course is known. */
  holesTag?: number;
  /** Absent: keep the stored courses. Present (even empty): the club's courses are exactly these. */
  courses?: DataSetCourse[];
}

export interface DataSetRegion {
  country: string;
  slug: string;
  name: string;
}

export interface DataSet {
  format: 'fairway-clubs';
  formatVersion: 1;
  /** Content hash of everything below; equal versions mean equal data. */
  version: string;
  license: string;
  attribution: string;
  sources: string[];
  regions: DataSetRegion[];
  clubs: DataSetClub[];
}
