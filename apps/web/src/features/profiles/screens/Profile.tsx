import type { ProfileDetails, SocialPlatform } from '@fairway/contract';
import { SOCIAL_PLATFORMS, type TEE_COLORS } from '@fairway/contract';
import { clsx } from 'clsx';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Camera from 'lucide-react/icons/camera';
import Check from 'lucide-react/icons/check';
import ExternalLink from 'lucide-react/icons/external-link';
import Flag from 'lucide-react/icons/flag';
import Images from 'lucide-react/icons/images';
import Link2 from 'lucide-react/icons/link-2';
import Settings from 'lucide-react/icons/settings';
import UserPen from 'lucide-react/icons/user-pen';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useApi, useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { Button, buttonClasses } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { LazyClubMap } from '../../clubs';
import {
  AVATAR_ACCEPT,
  AVATAR_PROBLEM_KEYS,
  avatarFileProblem,
  avatarUploadProblem,
  countryName,
  uploadAvatar,
} from '../../onboarding';
import { MessageButton } from '../../chat';
import { FriendshipButton } from '../../friends';
import { ProfileMedia } from '../../posts';
import { LatestTrophies } from '../components/LatestTrophies';
import { COPIED_STATE_MS, profileLink } from '../model/save-bar';
import { useProfileDetails, useSetAvatar } from '../queries';

const SOCIAL_LABEL_KEYS = {
  facebook: 'profiles:social.facebook',
  instagram: 'profiles:social.instagram',
  youtube: 'profiles:social.youtube',
  linkedin: 'profiles:social.linkedin',
  twitter: 'profiles:social.twitter',
  tiktok: 'profiles:social.tiktok',
} as const satisfies Record<SocialPlatform, string>;

export const TEE_KEYS = {
  black: 'profiles:tees.black',
  white: 'profiles:tees.white',
  gold: 'profiles:tees.gold',
  blue: 'profiles:tees.blue',
  red: 'profiles:tees.red',
  purple: 'profiles:tees.purple',
  orange: 'profiles:tees.orange',
} as const satisfies Record<(typeof TEE_COLORS)[number], string>;

export const DEXTERITY_KEYS = {
  right: 'profiles:dexterity.right',
  left: 'profiles:dexterity.left',
} as const;

/**
 * `/u/:username`: a golfer's profile (games-and-profiles.md §2, §3, §6). Public: a signed-out visitor sees it
 * with a create-your-profile button; the owner sees edit, share, settings and avatar upload.
 */
export function Profile() {
  const { username } = useParams();
  const { t } = useT();
  const details = useProfileDetails(username);
  const name = details.data
    ? `${details.data.profile.firstName} ${details.data.profile.lastName}`.trim()
    : t('profiles:title');
  useDocumentTitle(name || (username ?? ''), t('common:appName'));

  if (details.isPending) return <Spinner label={t('common:loading')} className="mx-auto my-16" />;
  if (details.isError) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-extrabold">{t('profiles:title')}</h1>
        <p
          role="alert"
          className="mt-4 rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted"
        >
          {notFound ? t('profiles:notFound') : t('profiles:cantLoad')}
        </p>
      </div>
    );
  }
  return <ProfilePage details={details.data} />;
}

function ProfilePage({ details }: { details: ProfileDetails }) {
  const { t, i18n } = useT();
  const { status } = useSession();
  const { profile, isOwn } = details;
  const signedIn = status === 'ready';
  const number = (value: number, digits = 1) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const handicap =
    profile.handicap === null
      ? '–'
      : profile.handicap < 0
        ? `+${number(-profile.handicap)}`
        : number(profile.handicap);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pt-6 pb-16">
      <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar details={details} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="flex flex-wrap items-center justify-center gap-2 text-2xl font-extrabold sm:justify-start">
            <span className="break-words">
              {`${profile.firstName} ${profile.lastName}`.trim() || profile.username}
            </span>
            {profile.verified && (
              <BadgeCheck role="img" aria-label={t('profiles:verified')} className="size-6 text-primary" />
            )}
          </h1>
          <p className="text-fg-muted">@{profile.username}</p>
          <p className="flex items-center justify-center gap-2 sm:justify-start">
            {/* The country's code, not a flag emoji: Windows and Linux have no flag glyphs (see CountryPicker). */}
            <span aria-hidden="true" className="rounded border border-line px-1.5 text-xs font-bold">
              {profile.countryCode}
            </span>
            <span>{countryName(profile.countryCode, i18n.language)}</span>
          </p>
          {profile.description && (
            <p className="mt-2 text-pretty whitespace-pre-line">{profile.description}</p>
          )}
        </div>
      </header>

      {isOwn && <OwnerActions username={profile.username} />}
      {!signedIn && (
        <section className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-5 text-center">
          <p className="font-semibold">
            {t('profiles:visitor.title', { name: profile.firstName || profile.username })}
          </p>
          <Link to="/sign-up" className={buttonClasses('primary', 'lg')}>
            {t('profiles:visitor.createProfile')}
          </Link>
        </section>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          label={
            details.handicapSource === 'computed'
              ? t('profiles:figures.handicapComputed')
              : t('profiles:figures.handicapDeclared')
          }
          value={handicap}
          extra={
            signedIn ? (
              <Link
                to={`/u/${profile.userId}/handicap`}
                className="text-sm font-semibold text-brand underline"
              >
                {t('profiles:figures.handicapHow')}
              </Link>
            ) : null
          }
        />
        <Figure label={t('profiles:figures.rounds')} value={number(details.totalGames, 0)} />
        <Figure label={t('profiles:figures.countries')} value={number(details.stats.countriesVisited, 0)} />
        <Figure label={t('profiles:figures.followers')} value={number(profile.followersCount, 0)} />
        <Figure label={t('profiles:figures.following')} value={number(profile.followingCount, 0)} />
        <Figure
          label={t('profiles:figures.homeClub')}
          value={details.membershipCourse?.name ?? t('profiles:figures.noHomeClub')}
          small
        />
      </dl>
      {!isOwn && signedIn && (
        <div className="flex flex-wrap gap-2 self-center sm:self-start">
          <FriendshipButton
            userId={profile.userId}
            name={`${profile.firstName} ${profile.lastName}`.trim() || profile.username}
          />
          <MessageButton userId={profile.userId} />
        </div>
      )}

      <LatestTrophies userId={profile.userId} signedIn={signedIn} />

      <Tabs details={details} signedIn={signedIn} />
    </div>
  );
}

function Figure({
  label,
  value,
  extra,
  small = false,
}: {
  label: string;
  value: string;
  extra?: ReactNode;
  small?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className={clsx('font-extrabold tabular-nums', small ? 'text-base' : 'text-2xl')}>{value}</dd>
      {extra && <dd>{extra}</dd>}
    </div>
  );
}

/** The avatar; on one's own profile, a button to upload a new photo (re-encoded by the server). */
function Avatar({ details }: { details: ProfileDetails }) {
  const { t } = useT();
  const api = useApi();
  const setAvatar = useSetAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { profile, isOwn } = details;
  const statusId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    if (fileProblem) {
      setProblem(t(AVATAR_PROBLEM_KEYS[fileProblem]));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const image = await uploadAvatar(file, api);
      await setAvatar.mutateAsync({ userId: profile.userId, image: image.url });
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code !== 'unknown_error'
          ? t(errorMessageKey(error))
          : t(AVATAR_PROBLEM_KEYS[avatarUploadProblem(error)]),
      );
    } finally {
      setBusy(false);
    }
  };

  const picture = profile.imageUrl ? (
    <img src={profile.imageUrl} alt="" className="size-28 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-28 items-center justify-center rounded-full bg-primary text-4xl font-bold text-on-primary"
    >
      {(profile.firstName || profile.username).slice(0, 1).toUpperCase()}
    </span>
  );
  if (!isOwn) return <div className="shrink-0">{picture}</div>;
  return (
    <div className="flex shrink-0 flex-col items-center gap-2">
      <div className="relative">
        {picture}
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={statusId}
          className="absolute right-0 bottom-0 flex size-11 items-center justify-center rounded-full border border-line bg-surface shadow-sm hover:bg-surface-muted disabled:opacity-60"
        >
          {busy ? <Spinner /> : <Camera aria-hidden="true" className="size-5" />}
          <span className="sr-only">{t('profiles:avatar.change')}</span>
        </button>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void onFile(event)}
        />
      </div>
      <p id={statusId} aria-live="polite" className="max-w-40 text-center text-xs text-danger">
        {problem}
      </p>
    </div>
  );
}

/** Edit, share (the link copied, "copied" for 2 s) and settings. */
function OwnerActions({ username }: { username: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    try {
      await navigator.clipboard.writeText(profileLink(window.location.origin, username));
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
      <Link to="/settings/edit-profile" className={buttonClasses('primary', 'md')}>
        <UserPen aria-hidden="true" className="size-4" />
        {t('profiles:actions.edit')}
      </Link>
      <Button variant="secondary" onClick={() => void share()}>
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Link2 aria-hidden="true" className="size-4" />
        )}
        {copied ? t('profiles:actions.copied') : t('profiles:actions.share')}
      </Button>
      <Link to="/settings" className={buttonClasses('secondary', 'md')}>
        <Settings aria-hidden="true" className="size-4" />
        {t('profiles:actions.settings')}
      </Link>
      <p aria-live="polite" className="sr-only">
        {copied ? t('profiles:actions.copiedAnnounce') : failed ? t('profiles:actions.copyFailed') : ''}
      </p>
      {failed && <p className="w-full text-sm text-danger">{t('profiles:actions.copyFailed')}</p>}
    </div>
  );
}

type Tab = 'info' | 'media';

/** The info and media tabs (media: the golfer's posts with photos, for a signed-in viewer). */
function Tabs({ details, signedIn }: { details: ProfileDetails; signedIn: boolean }) {
  const { t } = useT();
  const [tab, setTab] = useState<Tab>('info');
  const id = useId();
  const tabs: { value: Tab; label: string }[] = [
    { value: 'info', label: t('profiles:tabs.info') },
    { value: 'media', label: t('profiles:tabs.media') },
  ];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'info' ? 'media' : 'info';
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('profiles:tabs.label')} className="flex border-b border-line">
        {tabs.map((option) => (
          <button
            key={option.value}
            id={`${id}-tab-${option.value}`}
            type="button"
            role="tab"
            aria-selected={tab === option.value}
            aria-controls={`${id}-panel-${option.value}`}
            tabIndex={tab === option.value ? 0 : -1}
            onClick={() => setTab(option.value)}
            onKeyDown={onKeyDown}
            className={clsx(
              '-mb-px min-h-11 flex-1 border-b-2 px-4 font-semibold sm:flex-none',
              tab === option.value
                ? 'border-primary text-fg'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        tabIndex={0}
        className="flex flex-col gap-5"
      >
        {tab === 'info' ? (
          <InfoPanel details={details} signedIn={signedIn} />
        ) : signedIn ? (
          <ProfileMedia userId={details.profile.userId} />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
            <Images aria-hidden="true" className="size-10 text-fg-muted" />
            <p className="text-fg-muted">{t('profiles:media.none')}</p>
          </div>
        )}
      </div>
    </section>
  );
}

function InfoPanel({ details, signedIn }: { details: ProfileDetails; signedIn: boolean }) {
  const { t } = useT();
  const { profile } = details;
  const links = SOCIAL_PLATFORMS.flatMap((platform) => {
    const url = profile.socialLinks[platform];
    return url ? [{ platform, url }] : [];
  });
  const facts: { key: string; label: string; value: string }[] = [
    ...(profile.golfStartYear !== null
      ? [{ key: 'since', label: t('profiles:info.since'), value: String(profile.golfStartYear) }]
      : []),
    ...(profile.tee !== null
      ? [{ key: 'tee', label: t('profiles:info.tee'), value: t(TEE_KEYS[profile.tee]) }]
      : []),
    ...(profile.dexterity !== null
      ? [{ key: 'hand', label: t('profiles:info.dexterity'), value: t(DEXTERITY_KEYS[profile.dexterity]) }]
      : []),
  ];
  const clubs = details.playedCourses;
  const bounds =
    clubs.length > 0
      ? {
          west: Math.min(...clubs.map((club) => club.longitude)) - 0.05,
          south: Math.min(...clubs.map((club) => club.latitude)) - 0.05,
          east: Math.max(...clubs.map((club) => club.longitude)) + 0.05,
          north: Math.max(...clubs.map((club) => club.latitude)) + 0.05,
        }
      : null;

  return (
    <>
      {facts.length > 0 && (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.key} className="rounded-2xl border border-line bg-surface p-4">
              <dt className="text-sm text-fg-muted">{fact.label}</dt>
              <dd className="font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {links.length > 0 && (
        <section aria-labelledby="profile-links" className="flex flex-col gap-2">
          <h2 id="profile-links" className="text-lg font-bold">
            {t('profiles:info.links')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {links.map(({ platform, url }) => (
              <li key={platform}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t(SOCIAL_LABEL_KEYS[platform])}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('profiles:info.opensNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {signedIn && (
        <nav aria-label={t('profiles:info.more')} className="flex flex-wrap gap-2">
          <Link to={`/u/${profile.userId}/stats`} className={buttonClasses('secondary', 'sm')}>
            {t('profiles:info.stats')}
          </Link>
          <Link to={`/u/${profile.userId}/games`} className={buttonClasses('secondary', 'sm')}>
            {t('profiles:info.rounds')}
          </Link>
          <Link to={`/u/${profile.userId}/bag`} className={buttonClasses('secondary', 'sm')}>
            {t('profiles:info.bag')}
          </Link>
        </nav>
      )}
      <section aria-labelledby="profile-map" className="flex flex-col gap-2">
        <h2 id="profile-map" className="flex items-center gap-2 text-lg font-bold">
          <Flag aria-hidden="true" className="size-5" />
          {t('profiles:info.playedCourses')}
        </h2>
        {clubs.length === 0 ? (
          <p className="text-fg-muted">{t('profiles:info.noCourses')}</p>
        ) : (
          <>
            <div className="h-64 overflow-hidden rounded-2xl border border-line sm:h-80">
              <LazyClubMap clubs={clubs} fitBounds={bounds} />
            </div>
            <ul className="flex flex-wrap gap-2 text-sm">
              {clubs.map((club) => (
                <li key={club.id} className="rounded-full bg-surface-muted px-3 py-1">
                  {club.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
