import type { DistanceUnit, LatLng, Meters } from '@fairway/golf';
import { clsx } from 'clsx';
import Crosshair from 'lucide-react/icons/crosshair';
import Flag from 'lucide-react/icons/flag';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Component, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Map, { AttributionControl, Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { MapRef } from 'react-map-gl/maplibre';
import { setWorkerUrl } from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { useTheme } from '../../../app/theme';
import type { ResolvedTheme } from '../../../lib/theme';
import { usePublicConfig } from '../../auth';
import { useBasemap, BASEMAP_COLORS, mapStyleConfig } from '../../clubs';
import type { BasemapColors } from '../../clubs';
import {
  HOLE_MAP_ATTRIBUTION,
  NO_STYLE_URLS,
  holeMapStyle,
  holeMapStyleUrl,
  polygonPaint,
} from '../model/hole-map-style';
import {
  GEOLOCATION_TIMEOUT_MS,
  MAP_LOCATE_ZOOM,
  MAP_START_ZOOM,
  distanceLabel,
  coursePolygons,
  greenOutline,
  greenReadout,
  holeBearing,
  initialMarkers,
  lineBounds,
  lineCenter,
  markersLine,
  midpoint,
  shotDistances,
} from '../model/map-geometry';
import type { HoleMarkers, MapPolygon } from '../model/map-geometry';
import '../score-colors.css';

// MapLibre finds its worker next to its own file by name, which a hashed build breaks: give it the URL.
setWorkerUrl(workerUrl);

const STYLE_CHECK_TIMEOUT_MS = 4_000;
/** Location toasts stay 3 s (games-and-profiles.md §8). */
const LOCATION_TOAST_MS = 3_000;

/** The built-in basemap's colours: the theme's, with the land in the `--map-plain` token the panels are checked on. */
function basemapColors(theme: ResolvedTheme): BasemapColors {
  const land =
    typeof document === 'undefined'
      ? '#cfe0c3'
      : getComputedStyle(document.documentElement).getPropertyValue('--map-plain').trim() || '#cfe0c3';
  return { ...BASEMAP_COLORS[theme], land };
}

/**
 * The configured satellite style (else the map style) if it answers, else the built-in basemap: with no tiles
 * reachable the hole line, tee, target and flag are drawn on the basemap's land. Null while that is not known.
 */
function useMapStyle(): string | StyleSpecification | null {
  const { resolved } = useTheme();
  const publicConfig = usePublicConfig();
  const url = publicConfig.data ? (holeMapStyleUrl(mapStyleConfig(publicConfig.data)) ?? null) : undefined;
  const [checked, setChecked] = useState<{ url: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    let alive = true;
    fetch(url, { signal: AbortSignal.timeout(STYLE_CHECK_TIMEOUT_MS) })
      .then((response) => alive && setChecked({ url, ok: response.ok }))
      .catch(() => alive && setChecked({ url, ok: false }));
    return () => {
      alive = false;
    };
  }, [url]);
  const answered = checked?.url === url ? checked : null;
  const builtIn = publicConfig.isError || url === null || answered?.ok === false;
  const basemap = useBasemap(builtIn);
  if (builtIn) return holeMapStyle(NO_STYLE_URLS, basemapColors(resolved), basemap);
  return answered?.ok && url ? url : null;
}

export interface HoleMapProps {
  holeNumber: number;
  /** The hole line, tee first. */
  line: readonly LatLng[];
  unit: DistanceUnit;
  /** Room the bottom sheet takes over the map, in pixels. */
  bottomInset: number;
  /** The course's tee and green outlines, fairways, bunkers and water, when the data has them. */
  polygons?: readonly MapPolygon[];
}

/**
 * The hole map (games-and-profiles.md §4 "Map"): MapLibre with the line tee → target → flag, a draggable tee and
 * target, and the two distances, updated while dragging. The locate button moves the tee to the golfer.
 */
export default function HoleMap(props: HoleMapProps) {
  const { t } = useT();
  return (
    <MapBoundary
      fallback={<p className="m-auto max-w-xs p-6 text-center text-fg-muted">{t('play:mapUnavailable')}</p>}
    >
      <HoleMapView {...props} />
    </MapBoundary>
  );
}

const NO_POLYGONS: readonly MapPolygon[] = [];

function HoleMapView({ holeNumber, line, unit, bottomInset, polygons = NO_POLYGONS }: HoleMapProps) {
  const { t } = useT();
  const { resolved } = useTheme();
  const style = useMapStyle();
  const mapRef = useRef<MapRef>(null);
  const [markers, setMarkers] = useState<HoleMarkers>(() => initialMarkers(line));
  const [locating, setLocating] = useState(false);
  const [me, setMe] = useState<LatLng | null>(null);
  const center = useMemo(() => lineCenter(line), [line]);
  const bearing = useMemo(() => holeBearing(line), [line]);

  // A new hole: its own markers, and the camera over it.
  const [shownHole, setShownHole] = useState(holeNumber);
  if (shownHole !== holeNumber) {
    setShownHole(holeNumber);
    setMarkers(initialMarkers(line));
  }
  // The whole hole in view, tee at the bottom, never closer than the start zoom.
  // Below the two distance cards at the top, so that the green is never under them.
  const padding = useMemo(() => ({ top: 232, bottom: bottomInset + 24, left: 48, right: 48 }), [bottomInset]);
  const bounds = useMemo(() => lineBounds(line), [line]);
  const fit = useCallback(() => {
    mapRef.current?.fitBounds(bounds, { padding, bearing, maxZoom: MAP_START_ZOOM, duration: 0 });
  }, [bounds, bearing, padding]);
  useEffect(fit, [fit]);

  const distances = shotDistances(markers);
  const drawn = useMemo(() => coursePolygons(polygons, holeNumber), [polygons, holeNumber]);
  const outline = useMemo(() => greenOutline(polygons, holeNumber), [polygons, holeNumber]);
  const green = greenReadout(line, outline, me);
  const paint = polygonPaint(resolved);
  const label = (meters: Meters) => {
    const parts = distanceLabel(meters, unit);
    return t('play:distance', { value: parts.value, unit: parts.unit });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('play:locationFailed'), { duration: LOCATION_TOAST_MS });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        setMe(here);
        setMarkers((current) => ({ ...current, tee: here }));
        mapRef.current?.flyTo({ center: [here.lng, here.lat], zoom: MAP_LOCATE_ZOOM });
      },
      (error) => {
        setLocating(false);
        toast.error(
          error.code === error.PERMISSION_DENIED ? t('play:locationDenied') : t('play:locationFailed'),
          {
            duration: LOCATION_TOAST_MS,
          },
        );
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  const pin = 'flex items-center justify-center rounded-full shadow-lg ring-2 ring-white';
  const tag = 'rounded-full bg-black/75 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white shadow';

  return (
    <div className="relative h-full w-full">
      {style && (
        <Map
          ref={mapRef}
          mapStyle={style}
          initialViewState={{
            longitude: center.lng,
            latitude: center.lat,
            zoom: MAP_START_ZOOM,
            bearing,
            bounds,
            fitBoundsOptions: { padding, maxZoom: MAP_START_ZOOM },
          }}
          style={{ position: 'absolute', inset: 0 }}
          attributionControl={false}
          onLoad={fit}
          dragRotate={false}
          touchPitch={false}
        >
          {/* Above the bottom sheet (which covers the map's lower edge on a phone), away from the map button. */}
          <AttributionControl
            position="bottom-left"
            compact
            customAttribution={HOLE_MAP_ATTRIBUTION}
            style={{ marginBottom: bottomInset - 16 }}
          />
          <Source id="course-polygons" type="geojson" data={drawn}>
            <Layer id="course-polygons-fill" type="fill" paint={paint.fill} />
            <Layer id="course-polygons-edge" type="line" paint={paint.line} />
          </Source>
          <Source id="hole-line" type="geojson" data={markersLine(markers)}>
            <Layer
              id="hole-line"
              type="line"
              layout={{ 'line-cap': 'round', 'line-join': 'round' }}
              paint={{ 'line-color': '#ffffff', 'line-width': 3, 'line-dasharray': [2, 1.5] }}
            />
          </Source>
          <Marker
            longitude={markers.tee.lng}
            latitude={markers.tee.lat}
            draggable
            onDrag={(event) => setMarkers((current) => ({ ...current, tee: event.lngLat }))}
          >
            <span
              className={clsx(pin, 'size-7 bg-sky-600 text-[0.625rem] font-extrabold text-white')}
              title={t('play:tee')}
            >
              T
            </span>
          </Marker>
          <Marker
            longitude={markers.target.lng}
            latitude={markers.target.lat}
            draggable
            onDrag={(event) => setMarkers((current) => ({ ...current, target: event.lngLat }))}
          >
            <span className={clsx(pin, 'size-10 bg-amber-400 text-black')} title={t('play:target')}>
              <Crosshair aria-hidden="true" className="size-6" />
            </span>
          </Marker>
          <Marker longitude={markers.flag.lng} latitude={markers.flag.lat} anchor="bottom">
            <span className={clsx(pin, 'size-8 bg-red-600 text-white')} title={t('play:flag')}>
              <Flag aria-hidden="true" className="size-4" />
            </span>
          </Marker>
          {distances.teeToTarget >= 1 && (
            <Marker {...toLngLat(midpoint(markers.tee, markers.target))} offset={[34, 0]}>
              <span className={tag}>{label(distances.teeToTarget)}</span>
            </Marker>
          )}
          <Marker {...toLngLat(midpoint(markers.target, markers.flag))} offset={[34, 0]}>
            <span className={tag}>{label(distances.targetToFlag)}</span>
          </Marker>
          {me && (
            <Marker longitude={me.lng} latitude={me.lat}>
              <span className="block size-4 rounded-full bg-blue-500 ring-4 ring-blue-500/30" />
            </Marker>
          )}
        </Map>
      )}

      <div className="absolute top-3 left-3 flex max-w-[calc(100%-5.5rem)] flex-col gap-2">
        <dl
          aria-live="polite"
          className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 rounded-2xl bg-surface/95 px-3 py-2 text-sm shadow-lg"
        >
          <dt className="text-fg-muted">{t('play:teeToTarget')}</dt>
          <dd className="text-right font-bold tabular-nums">{label(distances.teeToTarget)}</dd>
          <dt className="text-fg-muted">{t('play:targetToFlag')}</dt>
          <dd className="text-right font-bold tabular-nums">{label(distances.targetToFlag)}</dd>
        </dl>
        <section
          aria-labelledby="green-distances-title"
          className="rounded-2xl bg-surface/95 px-3 py-2 text-sm shadow-lg"
        >
          <h2 id="green-distances-title" className="text-xs font-semibold text-fg-muted">
            {green.from === 'golfer' ? t('play:greenFromYou') : t('play:greenFromTee')}
          </h2>
          <dl aria-live="polite" className="mt-1 grid grid-cols-3 gap-x-3 text-center">
            {(
              [
                [t('play:greenFront'), green.front],
                [t('play:greenCentre'), green.centre],
                [t('play:greenBack'), green.back],
              ] as const
            )
              .filter(([, meters]) => meters !== null)
              .map(([name, meters]) => (
                <div key={name} className="flex flex-col">
                  <dt className="text-xs text-fg-muted">{name}</dt>
                  <dd className="font-bold whitespace-nowrap tabular-nums">{label(meters!)}</dd>
                </div>
              ))}
          </dl>
        </section>
      </div>

      <button
        type="button"
        onClick={locate}
        disabled={locating}
        aria-label={t('play:locate')}
        title={t('play:locate')}
        className="absolute top-3 right-3 inline-flex size-12 items-center justify-center rounded-full bg-surface text-fg shadow-lg hover:bg-surface-muted disabled:opacity-60"
      >
        <LocateFixed aria-hidden="true" className={clsx('size-6', locating && 'animate-pulse')} />
      </button>
    </div>
  );
}

function toLngLat(point: LatLng) {
  return { longitude: point.lng, latitude: point.lat };
}

/** Shows `fallback` when the map cannot start (no WebGL on the device). */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The hole map could not start', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
