import { clsx } from 'clsx';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { KnownLocation } from '../../../lib/location';
import { readRecentClubs } from '../../../lib/recent-clubs';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useFavoriteClubs } from '../../favorites';
import { matchesText, type SearchState } from '../model/search';
import type { useClubList, useMapClubs } from '../queries';
import { ClubRow } from './ClubRow';

function Message({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p className="text-fg-muted text-pretty">{children}</p>
      {action}
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10">
      <Spinner label={label} className="size-7 text-brand" />
    </div>
  );
}

export interface NearestListProps {
  state: SearchState;
  location: KnownLocation | null;
  locationPending: boolean;
  list: ReturnType<typeof useClubList>;
  onRelocate: () => void;
  relocating: boolean;
}

/** The nearest clubs (or a text's or a place's), page by page, with the location tip and the retry. */
export function NearestList({
  state,
  location,
  locationPending,
  list,
  onRelocate,
  relocating,
}: NearestListProps) {
  const { t, i18n } = useT();
  const pages = list.data?.pages ?? [];
  const clubs = pages.flatMap((page) => page.clubs);
  const failed = pages.some((page) => page.failed);
  const total = pages[0]?.metadata.total ?? 0;
  const browsingNearby = !state.query && !state.country;

  const locationTip =
    browsingNearby && !locationPending && location?.source !== 'device' ? (
      <div className="mx-3 mb-2 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-accent px-3 py-2 text-sm text-on-accent">
        <p>{location ? t('clubs:explore.approximate') : t('clubs:list.enableLocationTip')}</p>
        <Button size="sm" variant="secondary" onClick={onRelocate} disabled={relocating}>
          {relocating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
          {t('clubs:explore.useMyLocation')}
        </Button>
      </div>
    ) : null;

  if (list.isPending) {
    return (
      <Loading
        label={locationPending && browsingNearby ? t('clubs:explore.locating') : t('clubs:list.loading')}
      />
    );
  }

  return (
    <div className={clsx('pb-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
      {locationTip}
      <p role="status" className="px-4 pt-1 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {clubs.length > 0
          ? t('clubs:list.results', { total: new Intl.NumberFormat(i18n.language).format(total) })
          : ''}
      </p>
      {clubs.length === 0 ? (
        <Message
          action={
            failed ? (
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                {t('clubs:retry')}
              </Button>
            ) : undefined
          }
        >
          {failed
            ? t('clubs:list.failed')
            : state.query
              ? t('clubs:list.noResults')
              : t('clubs:list.noClubsFound')}
        </Message>
      ) : (
        <ul aria-label={t('clubs:list.label')} aria-busy={list.isPlaceholderData}>
          {clubs.map((club) => (
            <ClubRow key={club.id} club={club} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center pt-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage && <Spinner />}
            {t('clubs:list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Every club the map marks now, in the map's order (nearest the map's centre first), as rows a keyboard and a
 * screen reader reach: the map's full equivalent (WCAG 2.5.8 asks one when markers crowd). When the map holds
 * more clubs than it marks, the list says so, as the map does.
 */
export function MapClubsList({ mapClubs }: { mapClubs: ReturnType<typeof useMapClubs> }) {
  const { t, i18n } = useT();
  if (mapClubs.isError) {
    return (
      <Message
        action={
          <Button variant="secondary" size="sm" onClick={() => void mapClubs.refetch()}>
            {t('clubs:retry')}
          </Button>
        }
      >
        {t('clubs:list.failed')}
      </Message>
    );
  }
  if (!mapClubs.data) {
    return mapClubs.isFetching ? (
      <Loading label={t('clubs:list.loading')} />
    ) : (
      <Message>{t('clubs:list.noMapArea')}</Message>
    );
  }
  const { clubs, metadata } = mapClubs.data;
  if (clubs.length === 0) return <Message>{t('clubs:list.noMapClubs')}</Message>;
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <div className={clsx('pb-6 transition-opacity', mapClubs.isPlaceholderData && 'opacity-60')}>
      <p role="status" className="px-4 pt-1 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {metadata.total > clubs.length
          ? t('clubs:map.partial', {
              shown: format.format(clubs.length),
              total: format.format(metadata.total),
            })
          : t('clubs:list.onMap', { n: format.format(clubs.length) })}
      </p>
      <ul aria-label={t('clubs:list.mapLabel')} aria-busy={mapClubs.isPlaceholderData}>
        {clubs.map((club) => (
          <ClubRow key={club.id} club={{ ...club, distance: null }} />
        ))}
      </ul>
    </div>
  );
}

/** The golfer's favorite clubs, narrowed by the text. */
export function FavoritesList({ text }: { text: string }) {
  const { t } = useT();
  const favorites = useFavoriteClubs();
  if (favorites.isPending) return <Loading label={t('clubs:list.loading')} />;
  if (favorites.isError) {
    return (
      <Message
        action={
          <Button variant="secondary" size="sm" onClick={() => void favorites.refetch()}>
            {t('clubs:retry')}
          </Button>
        }
      >
        {t('clubs:list.failed')}
      </Message>
    );
  }
  const clubs = favorites.data.filter((club) => matchesText(club, text));
  if (favorites.data.length === 0) return <Message>{t('clubs:list.noFavorites')}</Message>;
  if (clubs.length === 0) return <Message>{t('clubs:list.noResults')}</Message>;
  return (
    <ul aria-label={t('clubs:tabs.favorites')} className="pb-6">
      {clubs.map((club) => (
        <ClubRow key={club.id} club={club} />
      ))}
    </ul>
  );
}

/** The clubs visited lately on this device, narrowed by the text. */
export function PlayedList({ text }: { text: string }) {
  const { t } = useT();
  const [recent] = useState(readRecentClubs);
  const clubs = recent.filter((club) => matchesText(club, text));
  if (recent.length === 0) return <Message>{t('clubs:list.noRecent')}</Message>;
  if (clubs.length === 0) return <Message>{t('clubs:list.noResults')}</Message>;
  return (
    <ul aria-label={t('clubs:tabs.played')} className="pb-6">
      {clubs.map((club) => (
        <ClubRow key={club.id} club={club} />
      ))}
    </ul>
  );
}
