import * as Tabs from '@radix-ui/react-tabs';
import { useT } from '../../../i18n/use-t';
import type { KnownLocation } from '../../../lib/location';
import { SEARCH_TABS, type SearchState, type SearchTab } from '../model/search';
import type { useClubList, useMapClubs } from '../queries';
import { FavoritesList, MapClubsList, NearestList, PlayedList } from './SearchLists';

const TAB_LABELS = {
  nearest: 'clubs:tabs.nearest',
  map: 'clubs:tabs.map',
  favorites: 'clubs:tabs.favorites',
  played: 'clubs:tabs.played',
} as const satisfies Record<SearchTab, string>;

export interface ResultsPanelProps {
  state: SearchState;
  text: string;
  location: KnownLocation | null;
  locationPending: boolean;
  list: ReturnType<typeof useClubList>;
  /** The clubs the map marks now, listed in the "on the map" tab. */
  mapClubs: ReturnType<typeof useMapClubs>;
  onTab: (tab: SearchTab) => void;
  onRelocate: () => void;
  relocating: boolean;
}

const PANEL = 'min-h-0 flex-1 overflow-y-auto overscroll-contain';

/**
 * The search's list (§2): the nearest clubs, the clubs the map marks (the map's equivalent for keyboards and
 * screen readers), the golfer's favorites and the clubs visited on this device, one tab each.
 */
export function ResultsPanel({ state, text, list, mapClubs, onTab, ...nearest }: ResultsPanelProps) {
  const { t } = useT();
  return (
    <Tabs.Root
      value={state.tab}
      onValueChange={(value) => onTab(value as SearchTab)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <Tabs.List aria-label={t('clubs:tabs.label')} className="flex shrink-0 gap-1 px-3 pt-2 pb-1">
        {SEARCH_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="min-h-9 flex-1 rounded-full px-1.5 py-1 text-sm leading-tight font-semibold text-fg-muted transition-colors hover:bg-surface-muted data-[state=active]:bg-primary data-[state=active]:text-on-primary"
          >
            {t(TAB_LABELS[tab])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="nearest" className={PANEL}>
        <NearestList state={state} list={list} {...nearest} />
      </Tabs.Content>
      <Tabs.Content value="map" className={PANEL}>
        {state.tab === 'map' && <MapClubsList mapClubs={mapClubs} />}
      </Tabs.Content>
      <Tabs.Content value="favorites" className={PANEL}>
        {state.tab === 'favorites' && <FavoritesList text={text} />}
      </Tabs.Content>
      <Tabs.Content value="played" className={PANEL}>
        {state.tab === 'played' && <PlayedList text={text} />}
      </Tabs.Content>
    </Tabs.Root>
  );
}
