import type { PendingGame } from '@fairway/contract';
import Backpack from 'lucide-react/icons/backpack';
import Bell from 'lucide-react/icons/bell';
import ChartLine from 'lucide-react/icons/chart-line';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Flag from 'lucide-react/icons/flag';
import History from 'lucide-react/icons/history';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { FriendSuggestions } from '../../friends';
import { useT } from '../../../i18n/use-t';
import { fullName } from '../../../lib/profile';
import { buttonClasses } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMyBag } from '../../bag';
import { useUnreadNotifications } from '../../notifications';
import { useClub } from '../../clubs';
import { PlayerAvatar } from '../../games';
import { usePlayedGames } from '../../results';
import { HomeFeed } from '../../posts';
import { PushPrompt } from '../../push';
import { usePendingRounds } from '../../scores';

/**
 * /dashboard and /discover: the golfer's home. The header (avatar, name, home club; menu, messages and
 * notifications), the rounds not finished yet (resume) or a way to start one, and the golfer's game at a glance:
 * the handicap index, the rounds played and the bag; then the feeds of posts (followed and discover).
 */
export function Home() {
  const { t } = useT();
  const { profile } = useSession();
  const unread = useUnreadNotifications();
  useDocumentTitle(t('nav:home'), t('common:appName'));
  if (!profile) return null;
  const name = fullName(profile);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-4 pb-16">
      <header className="flex items-center gap-3">
        <Link
          to={`/u/${encodeURIComponent(profile.username)}`}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-1 hover:bg-surface-muted"
        >
          <PlayerAvatar name={name} imageUrl={profile.imageUrl} className="size-12 text-lg" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-lg font-bold">{name}</span>
            <span className="truncate text-sm text-fg-muted">
              @{profile.username}
              {profile.membershipId && <HomeClub clubId={profile.membershipId} />}
            </span>
          </span>
        </Link>
        <nav aria-label={t('home:quickLinks')} className="flex shrink-0 items-center">
          <HeaderLink to="/messages" label={t('nav:messages')} Icon={MessageCircle} />
          <HeaderLink
            to="/notifications"
            label={t('nav:notifications')}
            Icon={Bell}
            dotLabel={(unread.data?.count ?? 0) > 0 ? t('notifications:unreadDot') : undefined}
          />
          <HeaderLink to="/menu" label={t('nav:menu')} Icon={Menu} />
        </nav>
      </header>
      <h1 className="sr-only">{t('nav:home')}</h1>
      <PushPrompt />
      <RoundsInProgress />
      <MyGame userId={profile.userId} handicap={profile.handicap} />
      <FriendSuggestions />
      <HomeFeed />
    </div>
  );
}

function HomeClub({ clubId }: { clubId: string }) {
  const club = useClub(clubId);
  if (!club.data) return null;
  return <> · {club.data.name}</>;
}

function HeaderLink({
  to,
  label,
  Icon,
  dotLabel,
}: {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Shows the unread dot, and says so (the link's name: "Notifications, Unread notifications"). */
  dotLabel?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={dotLabel ? `${label}, ${dotLabel}` : label}
      title={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
    >
      <Icon aria-hidden className="size-5" />
      {dotLabel && (
        <span
          aria-hidden="true"
          data-testid="notifications-dot"
          className="absolute top-2 right-2 size-2.5 rounded-full border-2 border-bg bg-danger"
        />
      )}
    </Link>
  );
}

/** The golfer's unfinished rounds, each to open; none: a way to start one. */
function RoundsInProgress() {
  const { t } = useT();
  const pending = usePendingRounds(true);
  return (
    <section aria-labelledby="home-rounds" className="flex flex-col gap-2">
      <h2 id="home-rounds" className="text-sm font-semibold tracking-wide text-fg-muted">
        {t('home:rounds.title')}
      </h2>
      {pending.isPending && <Spinner label={t('common:loading')} className="mx-auto my-4" />}
      {pending.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-4 text-fg-muted">
          {t('home:rounds.error')}
        </p>
      )}
      {pending.data?.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-fairway text-brand"
          >
            <Flag className="size-6" />
          </span>
          <p className="flex-1 text-fg-muted">{t('home:rounds.none')}</p>
          <Link to="/create-round" className={buttonClasses('primary', 'md')}>
            {t('home:rounds.play')}
          </Link>
        </div>
      )}
      {pending.data && pending.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {pending.data.map((round) => (
            <li key={round.id}>
              <RoundInProgress round={round} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RoundInProgress({ round }: { round: PendingGame }) {
  const { t, i18n } = useT();
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(
    new Date(round.date),
  );
  const place =
    round.courseName === round.clubName ? round.clubName : `${round.courseName} · ${round.clubName}`;
  return (
    <Link
      to={`/play/${encodeURIComponent(round.id)}`}
      className="flex min-h-18 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-sm hover:bg-surface-muted"
    >
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-fairway text-brand"
      >
        <Flag className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{place}</span>
        <span className="text-sm text-fg-muted">
          {day} · {round.status === 'active' ? t('home:rounds.active') : t('home:rounds.pending')} ·{' '}
          {t('home:rounds.players', { count: round.players.length })}
        </span>
      </span>
      <span className="shrink-0 font-semibold text-brand">
        {round.status === 'active' ? t('nav:resume') : t('home:rounds.open')}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
    </Link>
  );
}

/** The handicap index, the rounds played and the bag, each a way to its screen. */
function MyGame({ userId, handicap }: { userId: string; handicap: number | null }) {
  const { t, i18n } = useT();
  const played = usePlayedGames(userId);
  const bag = useMyBag();
  const inBag = bag.data?.filter((club) => club.inBag).length;
  const finished = played.data?.filter((game) => game.status === 'finished').length;
  const index =
    handicap === null
      ? t('home:game.noIndex')
      : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          // A plus handicap is written with its sign, as golfers write it.
          Math.abs(handicap),
        );
  return (
    <section aria-labelledby="home-game" className="flex flex-col gap-2">
      <h2 id="home-game" className="text-sm font-semibold tracking-wide text-fg-muted">
        {t('home:game.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Tile
          to="/stats"
          Icon={ChartLine}
          label={t('home:game.index')}
          value={handicap !== null && handicap < 0 ? `+${index}` : index}
        />
        <Tile
          to={`/u/${encodeURIComponent(userId)}/games`}
          Icon={History}
          label={t('home:game.rounds')}
          value={finished === undefined ? '–' : String(finished)}
        />
        <Tile
          to="/my-bag"
          Icon={Backpack}
          label={t('home:game.bagClubs')}
          value={inBag === undefined ? '–' : String(inBag)}
        />
      </ul>
    </section>
  );
}

function Tile({
  to,
  Icon,
  label,
  value,
}: {
  to: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  value: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full min-h-18 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-sm hover:bg-surface-muted"
      >
        <Icon aria-hidden className="size-5 shrink-0 text-brand" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm text-fg-muted">{label}</span>
          <span className="truncate text-xl font-extrabold tabular-nums">{value}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      </Link>
    </li>
  );
}
