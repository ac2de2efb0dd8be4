// Regions of the data set. The FR/ES source names regions in French ("Andalousie"); Spanish regions get their
// own official names. The United Kingdom is split into its four nations by coarse borders, since the
// explore page links Scotland and England as if they were countries.

/** Spanish regions: the source's French name → the region's own name. */
const SPANISH_REGION_NAMES: Record<string, string> = {
  Andalousie: 'Andalucía',
  Aragon: 'Aragón',
  Asturies: 'Asturias',
  Canaries: 'Canarias',
  Cantabrie: 'Cantabria',
  'Castille-La Manche': 'Castilla-La Mancha',
  'Castille-et-León': 'Castilla y León',
  Catalogne: 'Catalunya',
  'Communauté de Madrid': 'Comunidad de Madrid',
  'Communauté valencienne': 'Comunitat Valenciana',
  Estrémadure: 'Extremadura',
  Galice: 'Galicia',
  'Îles Baléares': 'Illes Balears',
  'La Rioja': 'La Rioja',
  Murcie: 'Región de Murcia',
  Navarre: 'Navarra',
  'Pays basque': 'País Vasco',
};

/** The region name Fairway shows for a source region name in `country`. */
export function regionName(country: string, sourceName: string): string {
  return country === 'ES' ? (SPANISH_REGION_NAMES[sourceName] ?? sourceName) : sourceName;
}

/** Corsica, missing from the FR/ES source (README): its bounding box. */
export function isCorsica(lat: number, lng: number): boolean {
  return lat >= 41.3 && lat <= 43.1 && lng >= 8.5 && lng <= 9.65;
}

type Line = readonly (readonly [number, number])[];

/** Latitude of a polyline of `[lng, lat]` points at `lng` (clamped to its ends; the points run west to east). */
function latitudeAt(line: Line, lng: number): number {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  if (lng <= first[0]) return first[1];
  if (lng >= last[0]) return last[1];
  for (let i = 1; i < line.length; i += 1) {
    const [x0, y0] = line[i - 1]!;
    const [x1, y1] = line[i]!;
    if (lng <= x1) return y0 + ((y1 - y0) * (lng - x0)) / (x1 - x0);
  }
  return last[1];
}

/** Longitude of a polyline of `[lng, lat]` points at `lat` (the points run south to north). */
function longitudeAt(line: Line, lat: number): number {
  const first = line[0]!;
  const last = line[line.length - 1]!;
  if (lat <= first[1]) return first[0];
  if (lat >= last[1]) return last[0];
  for (let i = 1; i < line.length; i += 1) {
    const [x0, y0] = line[i - 1]!;
    const [x1, y1] = line[i]!;
    if (lat <= y1) return x0 + ((x1 - x0) * (lat - y0)) / (y1 - y0);
  }
  return last[0];
}

/** Scotland lies north of this line: the Solway Firth, then the border to Berwick. West to east. */
const SCOTLAND_SOUTH: Line = [
  [-5.2, 54.55],
  [-4.2, 54.62],
  [-3.75, 54.78],
  [-3.45, 54.9],
  [-3.07, 54.98],
  [-2.6, 55.15],
  [-2.2, 55.45],
  [-2.03, 55.81],
];
/** Wales lies west of this line: the Dee estuary down to the Severn. South to north. */
const WALES_EAST: Line = [
  [-2.67, 51.6],
  [-2.65, 51.83],
  [-2.95, 51.95],
  [-3.13, 52.08],
  [-2.99, 52.34],
  [-3.12, 52.47],
  [-3.03, 52.6],
  [-3.15, 52.8],
  [-2.98, 52.9],
  [-2.73, 53.0],
  [-2.93, 53.18],
  [-3.08, 53.25],
  [-3.2, 53.3],
  [-3.35, 53.4],
  [-3.4, 53.5],
];
/** Wales lies north of the Bristol Channel. West to east. */
const WALES_SOUTH: Line = [
  [-5.5, 51.55],
  [-4.3, 51.45],
  [-3.6, 51.36],
  [-3.2, 51.38],
  [-2.95, 51.45],
  [-2.67, 51.6],
];

/**
 * The nation of the United Kingdom a point in GB lies in, by coarse borders (a few kilometres off near a
 * border): `northern-ireland`, `scotland`, `wales` or `england`.
 */
export function ukNation(lat: number, lng: number): 'england' | 'scotland' | 'wales' | 'northern-ireland' {
  if (lng < -5.35 && lat < 55.32 && lat > 53.9) return 'northern-ireland';
  if (lat > latitudeAt(SCOTLAND_SOUTH, lng)) return 'scotland';
  if (lat > 51.3 && lat < 53.5 && lng < longitudeAt(WALES_EAST, lat) && lat > latitudeAt(WALES_SOUTH, lng)) {
    return 'wales';
  }
  return 'england';
}
