import type { Bounds } from '@fairway/contract';
import { clsx } from 'clsx';
import Layers from 'lucide-react/icons/layers';
import MapPin from 'lucide-react/icons/map-pin';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './club-map.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  ScaleControl,
  type ErrorEvent,
  type MapRef,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';
import { useTheme } from '../../../app/theme';
import { useT } from '../../../i18n/use-t';
import { useTimeoutWhile } from '../hooks';
import {
  OSM_ATTRIBUTION,
  BASEMAP_COLORS,
  STYLE_LOAD_TIMEOUT_MS,
  mapStyleConfig,
  mapStyleFor,
  type MapKind,
} from '../model/map-style';
import { useBasemap } from '../model/basemap';
import { usePublicConfig } from '../../auth';
import { MIN_ZOOM, VIEWPORT_DEBOUNCE_MS, initialView, type GeoPoint } from '../model/map-view';
import { boundsOf, groupMarkers } from './marker-groups';

// This module is the only one that imports maplibre-gl: screens load it lazily (LazyClubMap), so the map's
// library stays out of the landing and dashboard bundles. Bundled, maplibre cannot find its worker beside
// itself: the build emits the worker as an asset and tells maplibre where it is.
maplibregl.setWorkerUrl(workerUrl);

/** What the map needs of a club; the contract's `Club` fits, and so does a lighter club of another screen. */
export interface MapClub {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface ClubMapProps<C extends MapClub = MapClub> {
  /** The clubs to mark; each marker is a button named by the club. */
  clubs: readonly C[];
  /** Where to look; a change later flies there. Defaults to near France (or `userLocation`). */
  center?: GeoPoint;
  /** Zoom with `center`; defaults to 4, or 11 around a location. */
  zoom?: number;
  /**
   * Told the viewport (`west, south, east, north`) and zoom once the map has loaded and after every move,
   * 500 ms after the last one (clubs-and-social.md §4).
   */
  onViewportChange?: (bounds: Bounds, zoom: number) => void;
  /** A marker was chosen (click, tap, Enter or Space). */
  onSelect?: (club: C) => void;
  /** The club drawn as selected. */
  selectedId?: string | null;
  /** Where the golfer is, drawn as a dot. */
  userLocation?: GeoPoint | null;
  /** Bounds to show; the map fits them each time a different value is given. */
  fitBounds?: Bounds | null;
  className?: string;
}

/** Room kept around fitted bounds (px), and the closest a fit zooms in. */
const FIT_PADDING = 48;
const FIT_MAX_ZOOM = 12;

/**
 * A MapLibre map of club markers (clubs-and-social.md §4 "Map"): min zoom 2, near France at zoom 4 by default,
 * the viewport reported 500 ms after the last move. The tile style comes from the server's configuration
 * (`GET /api/config`: its map style, and its satellite style for the satellite switch); without one, or when it fails or has not loaded within
 * 4 s, the clubs are drawn on the built-in basemap. OpenStreetMap is credited on every map. Load it through
 * `LazyClubMap`, never directly from a screen's first chunk.
 */
export function ClubMap<C extends MapClub>({
  clubs,
  center,
  zoom,
  onViewportChange,
  onSelect,
  selectedId = null,
  userLocation = null,
  fitBounds = null,
  className,
}: ClubMapProps<C>) {
  const { t } = useT();
  const { resolved } = useTheme();
  const mapRef = useRef<MapRef>(null);
  const config = mapStyleConfig(usePublicConfig().data);
  const [kind, setKind] = useState<MapKind>('map');
  // A configured style that failed to load is dropped for the built-in one; a map that could not start at all
  // (no WebGL) shows a note instead.
  const [styleFailed, setStyleFailed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const mapStyleUrl = styleFailed ? undefined : config.mapStyleUrl;
  const satelliteStyleUrl = styleFailed ? undefined : config.satelliteStyleUrl;
  const colors = BASEMAP_COLORS[resolved];
  // The built-in basemap is loaded only for a map that draws it.
  const basemap = useBasemap(
    typeof mapStyleFor(kind, { mapStyleUrl, satelliteStyleUrl }, colors, null) !== 'string',
  );
  const mapStyle = useMemo(
    () => mapStyleFor(kind, { mapStyleUrl, satelliteStyleUrl }, colors, basemap),
    [kind, mapStyleUrl, satelliteStyleUrl, colors, basemap],
  );

  // A style server that never answers fires neither load nor error: give it up after a while too.
  useTimeoutWhile(!loaded && typeof mapStyle === 'string', STYLE_LOAD_TIMEOUT_MS, () => setStyleFailed(true));

  const [initial] = useState(() => {
    // Bounds to show from the start open the map there (no flight from elsewhere).
    if (fitBounds) {
      return {
        bounds: [
          [fitBounds.west, fitBounds.south],
          [fitBounds.east, fitBounds.north],
        ] as [[number, number], [number, number]],
        fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM },
      };
    }
    const fallback = initialView(userLocation);
    const point = center ?? fallback.center;
    return { longitude: point.lng, latitude: point.lat, zoom: zoom ?? fallback.zoom };
  });

  // The latest callback, without re-subscribing the map on each render.
  const onViewportChangeRef = useRef(onViewportChange);
  useEffect(() => {
    onViewportChangeRef.current = onViewportChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Clubs closer on screen than a marker are drawn as one numbered marker (no overlapping targets, WCAG
  // 2.5.8), regrouped at the end of each zoom.
  const [markerZoom, setMarkerZoom] = useState<number>(() =>
    'zoom' in initial ? (initial.zoom ?? MIN_ZOOM) : MIN_ZOOM,
  );
  const groups = useMemo(
    () => groupMarkers(clubs, markerZoom, { firstId: selectedId }),
    [clubs, markerZoom, selectedId],
  );
  const zoomInOn = (members: readonly MapClub[]) => {
    const bounds = boundsOf(members);
    mapRef.current?.fitBounds(
      [
        [bounds.west, bounds.south],
        [bounds.east, bounds.north],
      ],
      { padding: FIT_PADDING, maxZoom: Math.max(FIT_MAX_ZOOM, markerZoom + 3), duration: 600 },
    );
  };

  const reportViewport = (map: maplibregl.Map, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const bounds = map.getBounds();
      onViewportChangeRef.current?.(
        {
          west: bounds.getWest(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          north: bounds.getNorth(),
        },
        map.getZoom(),
      );
    }, delay);
  };

  // A new centre or zoom from the caller moves the map there.
  const centerLat = center?.lat;
  const centerLng = center?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || centerLat === undefined || centerLng === undefined) return;
    map.flyTo({ center: [centerLng, centerLat], zoom: zoom ?? map.getZoom(), essential: false });
  }, [centerLat, centerLng, zoom, loaded]);

  const fitKey = fitBounds
    ? `${fitBounds.west},${fitBounds.south},${fitBounds.east},${fitBounds.north}`
    : null;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !fitBounds) return;
    map.fitBounds(
      [
        [fitBounds.west, fitBounds.south],
        [fitBounds.east, fitBounds.north],
      ],
      { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 600 },
    );
    // fitKey stands for fitBounds' value: an equal viewport given again does not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, loaded]);

  const onError = (event: ErrorEvent) => {
    if (!event.target) {
      // The map could not be created (no WebGL): nothing to draw on.
      setFailed(true);
      return;
    }
    // Before the first load, an error is the style itself (unreachable URL): fall back to the built-in one.
    if (!loaded && typeof mapStyle === 'string') setStyleFailed(true);
  };

  const mapLocale = useMemo(
    () => ({
      // maplibre names its canvas region with this.
      'Map.Title': t('clubs:map.label'),
      'NavigationControl.ZoomIn': t('clubs:map.zoomIn'),
      'NavigationControl.ZoomOut': t('clubs:map.zoomOut'),
      'NavigationControl.ResetBearing': t('clubs:map.resetBearing'),
    }),
    [t],
  );

  if (failed) {
    return (
      <div
        className={clsx(
          'flex h-full w-full items-center justify-center bg-fairway p-6 text-center text-sm text-fg-muted',
          className,
        )}
      >
        <p>{t('clubs:map.unavailable')}</p>
      </div>
    );
  }

  return (
    <div className={clsx('relative h-full w-full overflow-hidden bg-fairway', className)}>
      <MapLibreMap
        ref={mapRef}
        mapLib={maplibregl}
        initialViewState={initial}
        minZoom={MIN_ZOOM}
        mapStyle={mapStyle}
        locale={mapLocale}
        attributionControl={{ compact: true, customAttribution: OSM_ATTRIBUTION }}
        dragRotate={false}
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
        onLoad={(event) => {
          setLoaded(true);
          setMarkerZoom(event.target.getZoom());
          reportViewport(event.target, 0);
        }}
        onMoveEnd={(event: ViewStateChangeEvent) => {
          setMarkerZoom(event.target.getZoom());
          reportViewport(event.target, VIEWPORT_DEBOUNCE_MS);
        }}
        onError={onError}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <ScaleControl position="bottom-left" />
        {userLocation && (
          <Marker longitude={userLocation.lng} latitude={userLocation.lat} anchor="center">
            <span
              role="img"
              aria-label={t('clubs:map.yourLocation')}
              className="block size-4 rounded-full border-2 border-white bg-sky-600 shadow ring-4 ring-sky-600/25"
            />
          </Marker>
        )}
        {groups.map(({ anchor: club, members }) => {
          if (members.length > 1) {
            return (
              <Marker
                key={`group-${club.id}`}
                longitude={club.longitude}
                latitude={club.latitude}
                anchor="bottom"
                style={{ zIndex: 1 }}
              >
                <button
                  type="button"
                  aria-label={t('clubs:map.group', { count: members.length })}
                  title={t('clubs:map.group', { count: members.length })}
                  onClick={(event) => {
                    event.stopPropagation();
                    zoomInOn(members);
                  }}
                  className="flex size-8 items-center justify-center rounded-full border-2 border-white bg-primary text-xs font-bold text-on-primary shadow transition-transform hover:scale-110 focus-visible:scale-125"
                >
                  {members.length}
                </button>
              </Marker>
            );
          }
          const isSelected = club.id === selectedId;
          return (
            <Marker
              key={club.id}
              longitude={club.longitude}
              latitude={club.latitude}
              anchor="bottom"
              style={{ zIndex: isSelected ? 2 : 1 }}
            >
              <button
                type="button"
                aria-label={club.name}
                aria-pressed={isSelected}
                title={club.name}
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect?.(club);
                }}
                className={clsx(
                  'flex size-8 items-center justify-center rounded-full transition-transform focus-visible:scale-125',
                  isSelected ? 'scale-125 text-accent-strong' : 'text-primary hover:scale-110',
                )}
              >
                <MapPin
                  aria-hidden="true"
                  className="size-8 drop-shadow"
                  fill="currentColor"
                  stroke="white"
                  strokeWidth={1.5}
                />
              </button>
            </Marker>
          );
        })}
      </MapLibreMap>
      {config.satelliteStyleUrl && !styleFailed && (
        <button
          type="button"
          aria-pressed={kind === 'satellite'}
          onClick={() => setKind((current) => (current === 'map' ? 'satellite' : 'map'))}
          className="absolute bottom-8 right-2.5 inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-semibold shadow"
        >
          <Layers aria-hidden="true" className="size-4" />
          {t('clubs:map.satellite')}
        </button>
      )}
    </div>
  );
}

export default ClubMap;
