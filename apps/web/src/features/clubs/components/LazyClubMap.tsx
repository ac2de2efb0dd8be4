import { Component, Suspense, lazy, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { ClubMapProps, MapClub } from './ClubMap';

// The map and maplibre-gl are one chunk of their own, fetched when a screen first shows a map.
const ClubMapChunk = lazy(() => import('./ClubMap'));

/**
 * The club map, loaded on demand: `ClubMap`'s props, a plain placeholder while its chunk loads, and a note
 * instead of the map when the chunk cannot be fetched (offline) or the map cannot run. Screens use this,
 * never `ClubMap` itself, so that maplibre-gl stays out of their first chunk.
 */
export function LazyClubMap<C extends MapClub>(props: ClubMapProps<C>) {
  return (
    <MapBoundary fallback={<MapUnavailable className={props.className} />}>
      <Suspense fallback={<div aria-hidden="true" className="h-full w-full bg-fairway" />}>
        {/* lazy() drops the generic: the props are the same object. */}
        <ClubMapChunk {...(props as unknown as ClubMapProps)} />
      </Suspense>
    </MapBoundary>
  );
}

function MapUnavailable({ className }: { className?: string | undefined }) {
  const { t } = useT();
  return (
    <div
      className={`flex h-full w-full items-center justify-center bg-fairway p-6 text-center text-sm text-fg-muted ${className ?? ''}`}
    >
      <p>{t('clubs:map.unavailable')}</p>
    </div>
  );
}

class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The club map could not be shown', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
