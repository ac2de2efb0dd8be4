import type { ClubPin } from '@fairway/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import ChevronRight from 'lucide-react/icons/chevron-right';
import History from 'lucide-react/icons/rotate-ccw-clock';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import MapIcon from 'lucide-react/icons/map';
import MapPin from 'lucide-react/icons/map-pin';
import Search from 'lucide-react/icons/search';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { LazyClubMap, useKnownLocation, boundsParam, formatClubDistance } from '../../clubs';
import { useDistanceUnits } from '../../../lib/preferences';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeviceLocation, type DeviceLocation } from '../hooks';
import type { ClubChoice } from '../model/round-setup';
import {
  MIN_SEARCH_LENGTH,
  useClubSearch,
  useClubsInBounds,
  useFavoriteClubs,
  useNearbyClubs,
} from '../picker-queries';

type ClubTab = 'nearby' | 'favorites' | 'played' | 'map';

/** A club of an API list as the setup keeps it. */
export function clubChoiceOf(
  club: Pick<ClubPin, 'id' | 'slug' | 'name' | 'city' | 'countryName'>,
): ClubChoice {
  return { id: club.id, slug: club.slug, name: club.name, city: club.city, countryName: club.countryName };
}

interface ClubListItem {
  club: ClubChoice;
  distanceKm?: number | null;
  holes?: number | null;
}

export interface ClubStepProps {
  /** The clubs picked lately on this device, newest first. */
  recentClubs: readonly ClubChoice[];
  onPick: (club: ClubChoice) => void;
  /** The club being opened (its courses are loading). */
  pendingClubId: string | null;
}

/**
 * Where the round is played: a search by name or town (debounced), or the nearest clubs (device location,
 * when allowed), the favorites, and the clubs picked lately on this device.
 */
export function ClubStep({ recentClubs, onPick, pendingClubId }: ClubStepProps) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query);
  const isSearching = debounced.trim().length >= MIN_SEARCH_LENGTH;
  const [tab, setTab] = useState<ClubTab>(recentClubs.length > 0 ? 'played' : 'nearby');
  const searchId = useId();
  const device = useDeviceLocation();

  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('games:club.search')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={searchId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('games:club.searchPlaceholder')}
          className={clsx(
            'h-13 w-full rounded-full border border-line bg-surface pr-12 pl-12 text-base shadow-sm',
            'placeholder:text-fg-muted focus-visible:border-ring [&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {query !== '' && (
          <button
            type="button"
            onClick={() => setQuery('')}
            aria-label={t('games:club.clear')}
            title={t('games:club.clear')}
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>

      {isSearching ? (
        <SearchResults query={debounced.trim()} onPick={onPick} pendingClubId={pendingClubId} />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as ClubTab)}
          className="flex flex-col gap-4"
        >
          <Tabs.List
            aria-label={t('games:club.lists')}
            className="flex gap-1 rounded-full bg-surface-muted p-1"
          >
            <TabTrigger value="nearby" icon={<LocateFixed aria-hidden="true" className="size-4" />}>
              {t('games:club.tabs.nearby')}
            </TabTrigger>
            <TabTrigger value="favorites" icon={<Star aria-hidden="true" className="size-4" />}>
              {t('games:club.tabs.favorites')}
            </TabTrigger>
            <TabTrigger value="played" icon={<History aria-hidden="true" className="size-4" />}>
              {t('games:club.tabs.played')}
            </TabTrigger>
            <TabTrigger value="map" icon={<MapIcon aria-hidden="true" className="size-4" />}>
              {t('games:club.tabs.map')}
            </TabTrigger>
          </Tabs.List>
          <Tabs.Content value="nearby" className="focus-visible:outline-offset-4">
            <NearbyClubs device={device} onPick={onPick} pendingClubId={pendingClubId} />
          </Tabs.Content>
          <Tabs.Content value="favorites" className="focus-visible:outline-offset-4">
            <FavoriteClubsList onPick={onPick} pendingClubId={pendingClubId} />
          </Tabs.Content>
          <Tabs.Content value="played" className="focus-visible:outline-offset-4">
            {recentClubs.length === 0 ? (
              <EmptyNote>{t('games:club.noPlayed')}</EmptyNote>
            ) : (
              <ClubList
                label={t('games:club.tabs.played')}
                items={recentClubs.map((club) => ({ club }))}
                onPick={onPick}
                pendingClubId={pendingClubId}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="map" className="focus-visible:outline-offset-4">
            <MapTab location={device.location} onPick={onPick} pendingClubId={pendingClubId} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}

function TabTrigger({ value, icon, children }: { value: ClubTab; icon: ReactNode; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className={clsx(
        'inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-fg-muted transition-colors',
        'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
      )}
    >
      <span className="hidden sm:inline-flex">{icon}</span>
      {children}
    </Tabs.Trigger>
  );
}

function SearchResults({
  query,
  onPick,
  pendingClubId,
}: {
  query: string;
  onPick: (club: ClubChoice) => void;
  pendingClubId: string | null;
}) {
  const { t } = useT();
  const search = useClubSearch(query);
  const clubs = search.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="px-1 text-sm text-fg-muted">
        {search.isFetching && !search.isPlaceholderData && clubs.length === 0
          ? t('games:club.searching')
          : search.isError
            ? t('games:club.searchFailed')
            : clubs.length === 0 && search.isSuccess
              ? t('games:club.noResults', { query })
              : search.isSuccess
                ? t('games:club.resultCount', { count: clubs.length })
                : ''}
      </p>
      {clubs.length > 0 && (
        <ClubList
          label={t('games:club.results')}
          items={clubs.map((club) => ({ club: clubChoiceOf(club), holes: club.holes }))}
          onPick={onPick}
          pendingClubId={pendingClubId}
          busy={search.isFetching}
        />
      )}
    </div>
  );
}

function NearbyClubs({
  device,
  onPick,
  pendingClubId,
}: {
  device: { location: DeviceLocation; locate: () => void };
  onPick: (club: ClubChoice) => void;
  pendingClubId: string | null;
}) {
  const { t } = useT();
  const { location, locate } = device;
  // The device's position when shared, else the approximate location Explore uses (IP look-up or the country).
  const known = useKnownLocation();
  const approximate = location.status !== 'ready' ? (known.data ?? null) : null;
  const position =
    location.status === 'ready'
      ? { latitude: location.latitude, longitude: location.longitude }
      : approximate
        ? { latitude: approximate.lat, longitude: approximate.lng }
        : null;
  const nearby = useNearbyClubs(position);

  const prompt = (
    <>
      <p className="text-pretty text-fg-muted" role={location.status === 'idle' ? undefined : 'status'}>
        {location.status === 'denied'
          ? t('games:club.locationDenied')
          : location.status === 'failed'
            ? t('games:club.locationFailed')
            : location.status === 'locating'
              ? t('games:club.locating')
              : approximate
                ? t('clubs:explore.approximate')
                : t('games:club.locationHint')}
      </p>
      {location.status !== 'denied' && (
        <Button variant="secondary" onClick={locate} disabled={location.status === 'locating'}>
          {location.status === 'locating' ? (
            <Spinner className="size-4" />
          ) : (
            <LocateFixed aria-hidden="true" className="size-4" />
          )}
          {t('games:club.useLocation')}
        </Button>
      )}
    </>
  );

  if (!position) {
    if (known.isPending && location.status === 'idle') return <Loading label={t('games:club.locating')} />;
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-8 text-center">
        <MapPin aria-hidden="true" className="size-8 text-brand" />
        {prompt}
      </div>
    );
  }
  if (approximate) {
    return (
      <div className="flex flex-col gap-3">
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-4 text-center text-sm">
          {prompt}
        </div>
        <NearbyList nearby={nearby} onPick={onPick} pendingClubId={pendingClubId} />
      </div>
    );
  }
  return <NearbyList nearby={nearby} onPick={onPick} pendingClubId={pendingClubId} />;
}

/** The clubs nearest the position, nearest first. */
function NearbyList({
  nearby,
  onPick,
  pendingClubId,
}: {
  nearby: ReturnType<typeof useNearbyClubs>;
  onPick: (club: ClubChoice) => void;
  pendingClubId: string | null;
}) {
  const { t } = useT();
  if (nearby.isPending) return <Loading label={t('games:club.locating')} />;
  if (nearby.isError) return <EmptyNote>{t('games:club.searchFailed')}</EmptyNote>;
  if (nearby.data.length === 0) return <EmptyNote>{t('games:club.noNearby')}</EmptyNote>;
  return (
    <ClubList
      label={t('games:club.tabs.nearby')}
      items={nearby.data.map((club) => ({
        club: clubChoiceOf(club),
        distanceKm: club.distance,
        holes: club.holes,
      }))}
      onPick={onPick}
      pendingClubId={pendingClubId}
    />
  );
}

/** The clubs of the map's viewport as markers; a marker shows its club with the button that picks it. */
function MapTab({
  location,
  onPick,
  pendingClubId,
}: {
  location: DeviceLocation;
  onPick: (club: ClubChoice) => void;
  pendingClubId: string | null;
}) {
  const { t } = useT();
  const [bounds, setBounds] = useState<string | null>(null);
  const [selected, setSelected] = useState<ClubPin | null>(null);
  const clubs = useClubsInBounds(bounds);
  const here = location.status === 'ready' ? { lat: location.latitude, lng: location.longitude } : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="h-[55dvh] min-h-80 overflow-hidden rounded-2xl border border-line">
        <LazyClubMap
          clubs={clubs.data?.clubs ?? []}
          {...(here ? { center: here } : {})}
          onViewportChange={(viewport) => setBounds(boundsParam(viewport))}
          onSelect={setSelected}
          selectedId={selected?.id ?? null}
          userLocation={here}
        />
      </div>
      {selected ? (
        <ClubList
          label={t('games:club.tabs.map')}
          items={[{ club: clubChoiceOf(selected), holes: selected.holes }]}
          onPick={onPick}
          pendingClubId={pendingClubId}
        />
      ) : (
        <p className="px-1 text-sm text-fg-muted">{t('games:club.mapHint')}</p>
      )}
    </div>
  );
}

function FavoriteClubsList({
  onPick,
  pendingClubId,
}: {
  onPick: (club: ClubChoice) => void;
  pendingClubId: string | null;
}) {
  const { t } = useT();
  const favorites = useFavoriteClubs();
  if (favorites.isPending) return <Loading label={t('games:club.loadingFavorites')} />;
  if (favorites.isError) return <EmptyNote>{t('games:club.searchFailed')}</EmptyNote>;
  if (favorites.data.length === 0) return <EmptyNote>{t('games:club.noFavorites')}</EmptyNote>;
  return (
    <ClubList
      label={t('games:club.tabs.favorites')}
      items={favorites.data.map((club) => ({ club: clubChoiceOf(club), holes: club.holes }))}
      onPick={onPick}
      pendingClubId={pendingClubId}
    />
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10">
      <Spinner label={label} className="text-brand" />
    </div>
  );
}

/** A quiet message where a list would be. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-line px-6 py-8 text-center text-pretty text-fg-muted">
      {children}
    </p>
  );
}

function ClubList({
  label,
  items,
  onPick,
  pendingClubId,
  busy = false,
}: {
  label: string;
  items: readonly ClubListItem[];
  onPick: (club: ClubChoice) => void;
  pendingClubId: string | null;
  busy?: boolean;
}) {
  const { t, i18n } = useT();
  const units = useDistanceUnits();
  return (
    <ul
      aria-label={label}
      aria-busy={busy}
      className={clsx(
        'divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface transition-opacity',
        busy && 'opacity-70',
      )}
    >
      {items.map(({ club, distanceKm, holes }) => {
        const place = [club.city, club.countryName].filter(Boolean).join(', ');
        const isPending = pendingClubId === club.id;
        return (
          <li key={club.id}>
            <button
              type="button"
              onClick={() => onPick(club)}
              disabled={pendingClubId !== null}
              aria-busy={isPending}
              className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-muted disabled:cursor-wait focus-visible:-outline-offset-2"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway text-brand">
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">{club.name}</span>
                <span className="truncate text-sm text-fg-muted">
                  {[
                    place,
                    holes ? t('games:club.holes', { count: holes }) : null,
                    distanceKm !== null && distanceKm !== undefined
                      ? formatClubDistance(distanceKm, units, i18n.language)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              {isPending ? (
                <Spinner label={t('games:club.loadingClub')} className="size-5 text-brand" />
              ) : (
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
