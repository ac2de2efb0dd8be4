import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKER_BOX_PX, boundsOf, groupMarkers, worldPixels } from './marker-groups';

const club = (id: string, latitude: number, longitude: number) => ({ id, latitude, longitude });

describe('club markers grouped so that their targets never overlap', () => {
  it('lays the world out as MapLibre does: 512 px at zoom 0, doubling with each zoom', () => {
    expect(worldPixels({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 256, y: 256 });
    expect(worldPixels({ latitude: 0, longitude: 180 }, 1).x).toBe(1024);
  });

  it('draws two clubs a few hundred metres apart as one marker far out, and apart when zoomed in', () => {
    const clubs = [club('a', 48.85, 2.35), club('b', 48.852, 2.353)];
    expect(groupMarkers(clubs, 6).map((group) => group.members.map((member) => member.id))).toEqual([
      ['a', 'b'],
    ]);
    expect(groupMarkers(clubs, 16)).toHaveLength(2);
  });

  it('keeps the selected club as its marker’s anchor', () => {
    const clubs = [club('a', 48.85, 2.35), club('b', 48.852, 2.353)];
    expect(groupMarkers(clubs, 6, { firstId: 'b' })[0]?.anchor.id).toBe('b');
  });

  it('never leaves two anchors closer than a marker box, and keeps every club once', () => {
    const point = fc.record({
      id: fc.uuid(),
      latitude: fc.double({ min: 40, max: 50, noNaN: true }),
      longitude: fc.double({ min: -5, max: 10, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(point, { selector: (p) => p.id, maxLength: 60 }),
        fc.integer({ min: 2, max: 18 }),
        (clubs, zoom) => {
          const groups = groupMarkers(clubs, zoom);
          expect(groups.flatMap((group) => group.members)).toHaveLength(clubs.length);
          const anchors = groups.map((group) => worldPixels(group.anchor, zoom));
          for (const [i, a] of anchors.entries()) {
            for (const b of anchors.slice(i + 1)) {
              expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(
                MARKER_BOX_PX,
              );
            }
          }
        },
      ),
    );
  });

  it('bounds a group by its clubs', () => {
    expect(boundsOf([club('a', 1, 2), club('b', 3, -1)])).toEqual({ west: -1, south: 1, east: 2, north: 3 });
  });
});
