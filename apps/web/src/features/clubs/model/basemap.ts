import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useEffect, useState } from 'react';

/**
 * The built-in basemap: Natural Earth's 1:50m land, coastlines and country borders (public domain), from the
 * `world-atlas` package's TopoJSON. Loaded once, on the first map that needs it (its own chunk of about 230 KB
 * gzipped, precached by the service worker like every chunk), so that a map is never a blank grid offline or with no
 * tile server configured.
 */
export interface Basemap {
  land: FeatureCollection | Feature;
  coastlines: MultiLineString;
  borders: MultiLineString;
}

let loading: Promise<Basemap> | undefined;

/** Loads the basemap (once: every map shares it). */
export function loadBasemap(): Promise<Basemap> {
  const load = (loading ??= Promise.all([
    import('world-atlas/countries-50m.json'),
    import('topojson-client'),
  ]).then(([{ default: world }, { feature, mesh }]) => {
    const topology = world as unknown as Topology<Record<'land' | 'countries', GeometryCollection>>;
    const { land, countries } = topology.objects;
    return {
      land: feature(topology, land),
      // An arc of the land with no second side is a coastline; an arc between two countries, a border.
      coastlines: mesh(topology, land, (a, b) => a === b),
      borders: mesh(topology, countries, (a, b) => a !== b),
    };
  }));
  // A failed load (a stale deployment) is tried again by the next map.
  load.catch(() => (loading = undefined));
  return load;
}

/** The basemap once loaded (null until then, and for good if it cannot load: the map keeps its sea). */
export function useBasemap(enabled = true): Basemap | null {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    loadBasemap()
      .then((loaded) => alive && setBasemap(loaded))
      .catch((error: unknown) => console.warn('The built-in basemap could not load', error));
    return () => {
      alive = false;
    };
  }, [enabled]);
  return basemap;
}
