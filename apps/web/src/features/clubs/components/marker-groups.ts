/*
 * Club markers grouped so that no two targets on the map overlap (WCAG 2.5.8, target size): clubs closer on
 * screen than a marker's box are drawn as one numbered marker, which zooms in on them when chosen.
 */

/** A marker's box on screen (px): the pin's 32 px button, which grows by a quarter when selected or focused. */
export const MARKER_BOX_PX = 40;

/** The tile size MapLibre lays the world out with: at zoom z the world is 512 × 2^z px wide. */
const WORLD_TILE_PX = 512;

export interface GeoItem {
  latitude: number;
  longitude: number;
}

/** One marker: a single club, or several drawn as one at the first one's place. */
export interface MarkerGroup<C extends GeoItem> {
  /** The club the marker stands at (the selected one when it is in the group). */
  anchor: C;
  /** Every club of the group, the anchor first. */
  members: C[];
}

/** A point's position in the Web Mercator world at `zoom`, in screen pixels (a north-up, flat map). */
export function worldPixels({ latitude, longitude }: GeoItem, zoom: number): { x: number; y: number } {
  const size = WORLD_TILE_PX * 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * Groups clubs so that any two markers' anchors are at least `gapPx` apart horizontally or vertically (their
 * boxes never overlap): each club joins the first marker whose anchor is within the gap, or starts one. The
 * club `firstId` (the selected one) is placed first, so it always stands as an anchor.
 */
export function groupMarkers<C extends GeoItem & { id: string }>(
  clubs: readonly C[],
  zoom: number,
  { gapPx = MARKER_BOX_PX, firstId = null }: { gapPx?: number; firstId?: string | null } = {},
): MarkerGroup<C>[] {
  const ordered = firstId
    ? [...clubs.filter((club) => club.id === firstId), ...clubs.filter((club) => club.id !== firstId)]
    : clubs;
  const groups: (MarkerGroup<C> & { x: number; y: number })[] = [];
  for (const club of ordered) {
    const { x, y } = worldPixels(club, zoom);
    const near = groups.find((group) => Math.abs(group.x - x) < gapPx && Math.abs(group.y - y) < gapPx);
    if (near) near.members.push(club);
    else groups.push({ anchor: club, members: [club], x, y });
  }
  return groups.map(({ anchor, members }) => ({ anchor, members }));
}

/** The bounds around a group's clubs (`west, south, east, north`), to zoom in on them. */
export function boundsOf(items: readonly GeoItem[]): {
  west: number;
  south: number;
  east: number;
  north: number;
} {
  const longitudes = items.map((item) => item.longitude);
  const latitudes = items.map((item) => item.latitude);
  return {
    west: Math.min(...longitudes),
    south: Math.min(...latitudes),
    east: Math.max(...longitudes),
    north: Math.max(...latitudes),
  };
}
