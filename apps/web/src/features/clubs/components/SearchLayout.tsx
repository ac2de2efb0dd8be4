import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { ListSheet } from './ListSheet';

export interface SearchLayoutProps {
  searchBar: ReactNode;
  placeChip: ReactNode;
  map: ReactNode;
  results: ReactNode;
}

/** The wide screen's layout: the search bar and the list in a side column, the map beside it. */
export function WideLayout({ searchBar, placeChip, map, results }: SearchLayoutProps) {
  const { t } = useT();
  return (
    <div className="flex h-full">
      <aside
        aria-label={t('clubs:list.label')}
        className="flex h-full w-[26rem] shrink-0 flex-col border-r border-line bg-surface"
      >
        <div className="flex flex-col gap-3 border-b border-line p-4">
          {searchBar}
          {placeChip}
        </div>
        {results}
      </aside>
      <div className="min-w-0 flex-1">{map}</div>
    </div>
  );
}

/** The phone's layout: the search bar over the map, the list in a sheet under it (see ListSheet). */
export function PhoneLayout({ searchBar, placeChip, map, results }: SearchLayoutProps) {
  const { t } = useT();
  return (
    <div className="relative h-full overflow-hidden">
      <div className="absolute inset-x-0 top-0 z-10 flex flex-col gap-2 bg-gradient-to-b from-bg via-bg/85 to-transparent p-3 pb-5">
        {searchBar}
        {placeChip}
      </div>
      {/* The list before the map in reading and tab order: it is the map's alternative, and shorter. */}
      <div className="pointer-events-none absolute inset-x-0 top-28 bottom-0 z-20 [&>section]:pointer-events-auto">
        <ListSheet label={t('clubs:list.label')}>{results}</ListSheet>
      </div>
      <div className="absolute inset-0">{map}</div>
    </div>
  );
}
