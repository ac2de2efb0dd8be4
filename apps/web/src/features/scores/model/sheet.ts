/** The live screen's sheet heights, as fractions of the screen: 22% (hole navigation) and all of it. */
export const SHEET_SNAP_POINTS = [0.22, 1] as const;
export type SheetSnap = (typeof SHEET_SNAP_POINTS)[number];

/** A flick faster than this (pixels per millisecond) goes to the next height whatever the distance. */
const FLICK_VELOCITY = 0.5;

/**
 * Where the sheet settles after a drag of `dragged` pixels (positive = down) from `from`: a fast flick goes one
 * step in its direction; otherwise the height nearest to where it was let go.
 */
export function nearestSnap(from: SheetSnap, dragged: number, velocity: number, height: number): SheetSnap {
  if (Math.abs(velocity) > FLICK_VELOCITY) return velocity > 0 ? 0.22 : 1;
  const shown = from - dragged / Math.max(1, height);
  return SHEET_SNAP_POINTS.reduce((best, point) =>
    Math.abs(point - shown) < Math.abs(best - shown) ? point : best,
  );
}
