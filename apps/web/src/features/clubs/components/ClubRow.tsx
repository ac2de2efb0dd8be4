import type { Club, ClubSummary } from '@fairway/contract';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Flag from 'lucide-react/icons/flag';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { clubPath } from '../model/club-links';
import { formatClubDistance, readDistanceUnit } from '../model/units';
import { FavoriteButton } from './FavoriteButton';

/** What a row shows of a club: an API club or summary, or one remembered on the device. */
export interface RowClub {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  state?: string | null;
  countryName: string | null;
  holes?: number | null;
  distance?: number | null;
}

/** "Tassin · Auvergne-Rhône-Alpes · France", without repeats or blanks. */
export function placeOf(club: Pick<RowClub, 'city' | 'state' | 'countryName'>): string {
  return [
    ...new Set([club.city, club.state, club.countryName].filter((part): part is string => !!part)),
  ].join(' · ');
}

/** An API club or summary carries the golfer's favorite flag; a club remembered on the device does not. */
function hasFavorite(club: RowClub | Club | ClubSummary): club is Club | ClubSummary {
  return 'isFavorite' in club;
}

export interface ClubRowProps {
  club: RowClub | Club | ClubSummary;
  /** Called as the row's link is followed (the search remembers the selection). */
  onOpen?: () => void;
}

/** One club of a list: its name, place, holes and distance, linking to `/c/{slug}`; a favorite toggle. */
export function ClubRow({ club, onOpen }: ClubRowProps) {
  const { t, i18n } = useT();
  const unit = readDistanceUnit();
  const place = placeOf(club);
  const facts = [
    club.holes ? t('clubs:holesCount', { holes: club.holes }) : null,
    club.distance !== null && club.distance !== undefined
      ? formatClubDistance(club.distance, unit, i18n.language)
      : null,
  ].filter(Boolean);
  return (
    <li className="flex items-center gap-1 pr-2">
      <Link
        to={clubPath(club.slug)}
        onClick={onOpen}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl px-4 py-3 hover:bg-surface-muted"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway text-brand"
        >
          <Flag className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold">{club.name}</span>
          {place && <span className="truncate text-sm text-fg-muted">{place}</span>}
          {facts.length > 0 && <span className="text-xs font-medium text-brand">{facts.join(' · ')}</span>}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      </Link>
      {hasFavorite(club) && <FavoriteButton club={club} named />}
    </li>
  );
}
