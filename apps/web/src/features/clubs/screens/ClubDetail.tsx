import type { ClubDetail as Club } from '@fairway/contract';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Navigation from 'lucide-react/icons/navigation';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import Play from 'lucide-react/icons/play';
import UserRound from 'lucide-react/icons/user-round';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { currentPlatform } from '../../../lib/platform';
import { buttonClasses } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { Scorecard, scorecardOf } from '../../courses';
import { AmenityList } from '../components/AmenityList';
import { ClubLoadError } from '../components/ClubLoadError';
import { placeOf } from '../components/ClubRow';
import { FavoriteButton } from '../components/FavoriteButton';
import { ShareButton } from '../components/ShareButton';
import {
  clubEditPath,
  clubShareUrl,
  directionsUrl,
  playHereUrl,
  telUrl,
  websiteHref,
  websiteLabel,
} from '../model/club-links';
import { recentClubOf, rememberClub } from '../../../lib/recent-clubs';
import { readDistanceUnit } from '../model/units';
import { useAccountFacts, useClub } from '../queries';

/**
 * Club detail, `/c/{slug}` or `/c/{id}` (clubs-and-social.md §2): hero, play, directions, call, website,
 * holes, architect, description, amenities, address, favorite and share, and each course's scorecard.
 * Opening it records the club among the recently visited.
 */
export function ClubDetail() {
  const { t } = useT();
  const { courseId } = useParams();
  const club = useClub(courseId);
  useDocumentTitle(club.data?.name ?? t('clubs:detail.title'), t('common:appName'));

  const visited = club.data;
  useEffect(() => {
    if (visited) rememberClub(recentClubOf(visited));
  }, [visited]);

  if (club.isPending) {
    return (
      <div className="flex justify-center px-6 py-24">
        <Spinner label={t('clubs:detail.loading')} className="size-8 text-brand" />
      </div>
    );
  }
  if (club.isError) return <ClubLoadError error={club.error} onRetry={() => void club.refetch()} />;
  return <ClubPage club={club.data} />;
}

function BackButton() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the golfer came from inside the app; a shared link opened directly goes to the search.
  const canGoBack = location.key !== 'default';
  return (
    <Link
      to="/s"
      onClick={(event) => {
        if (!canGoBack) return;
        event.preventDefault();
        void navigate(-1);
      }}
      aria-label={t('clubs:back')}
      title={t('clubs:back')}
      className="inline-flex size-10 items-center justify-center rounded-full bg-surface/90 text-fg shadow-sm backdrop-blur hover:bg-surface"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </Link>
  );
}

function ClubPage({ club }: { club: Club }) {
  const { t } = useT();
  const account = useAccountFacts();
  const unit = readDistanceUnit();
  const place = placeOf(club);
  const phone = telUrl(club.phone);
  const website = websiteHref(club.websiteUrl);
  // An address is a street or a town; the region and country alone are already under the name.
  const address =
    club.address || club.city
      ? [club.address, [club.zip, club.city].filter(Boolean).join(' '), club.countryName]
          .filter(Boolean)
          .join(', ')
      : null;
  const courseCount = club.courses.length;
  const holesText = club.numberOfHoles
    ? courseCount > 1
      ? t('clubs:detail.holesAndCourses', { holes: club.numberOfHoles, courses: courseCount })
      : t('clubs:holesCount', { holes: club.numberOfHoles })
    : null;

  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6 pb-12 md:px-6 md:pt-6">
      {/* Hero */}
      <header className="relative overflow-hidden bg-primary text-on-primary md:rounded-3xl dark:bg-fairway dark:text-fg">
        {club.thumbnail ? (
          <img src={club.thumbnail} alt="" className="absolute inset-0 size-full object-cover opacity-40" />
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_10%_110%,rgb(255_255_255/0.12),transparent_40%)]"
          />
        )}
        <div className="relative flex flex-col gap-6 px-4 pt-4 pb-6 md:px-8 md:pt-6 md:pb-8">
          <div className="flex items-center justify-between gap-2">
            <BackButton />
            <div className="flex gap-1 rounded-full bg-surface/90 text-fg shadow-sm backdrop-blur">
              <FavoriteButton club={club} />
              <ShareButton title={club.name} url={clubShareUrl(window.location.origin, club.slug)} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance md:text-4xl">{club.name}</h1>
            {place && (
              <p className="flex items-center gap-1.5 text-sm opacity-90">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {place}
              </p>
            )}
            {holesText && (
              <p className="w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">{holesText}</p>
            )}
          </div>
        </div>
      </header>

      <div className="flex flex-col gap-6 px-4 md:px-0">
        {/* Actions */}
        <div className="flex flex-wrap gap-2">
          <Link to={playHereUrl(club.slug)} className={buttonClasses('primary', 'lg', 'flex-1 sm:flex-none')}>
            <Play aria-hidden="true" className="size-4" fill="currentColor" />
            {t('clubs:detail.play')}
          </Link>
          <a
            href={directionsUrl(club, currentPlatform())}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'lg')}
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t('clubs:detail.directions')}
          </a>
          {phone && (
            <a href={phone} className={buttonClasses('secondary', 'lg')}>
              <Phone aria-hidden="true" className="size-4" />
              {t('clubs:detail.call')}
            </a>
          )}
          {website && (
            <a href={website} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'lg')}>
              <Globe aria-hidden="true" className="size-4" />
              {t('clubs:detail.website')}
            </a>
          )}
        </div>

        {club.description && (
          <Section title={t('clubs:detail.about')}>
            <p className="text-pretty whitespace-pre-line">{club.description}</p>
          </Section>
        )}

        {/* Scorecard */}
        <Section title={t('clubs:scorecard.title')}>
          {club.courses.length === 0 ? (
            <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-fg-muted">
              {t('clubs:detail.noCourses')}
            </p>
          ) : (
            <div className="flex flex-col gap-8">
              {club.courses.map((course) => (
                <section
                  key={course.id}
                  aria-labelledby={`course-${course.id}`}
                  className="flex flex-col gap-3"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <h3 id={`course-${course.id}`} className="text-lg font-bold">
                      {course.courseName}
                    </h3>
                    <p className="text-sm text-fg-muted">
                      {t('clubs:detail.courseFacts', { holes: course.holes, par: course.par })}
                    </p>
                  </div>
                  {course.tees.length === 0 ? (
                    <p className="text-sm text-fg-muted">{t('clubs:detail.noTees')}</p>
                  ) : (
                    <Scorecard
                      card={scorecardOf(course)}
                      unit={unit}
                      caption={course.courseName}
                      showTeeList
                    />
                  )}
                </section>
              ))}
            </div>
          )}
        </Section>

        <Section title={t('clubs:detail.amenities')}>
          <AmenityList amenities={club.amenities} />
        </Section>

        <Section title={t('clubs:detail.information')}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {holesText && <Fact label={t('clubs:detail.holes')}>{holesText}</Fact>}
            {club.architect && (
              <Fact label={t('clubs:detail.architect')} icon={<UserRound className="size-4" />}>
                {club.architect}
              </Fact>
            )}
            {address && (
              <Fact label={t('clubs:detail.address')} icon={<MapPin className="size-4" />}>
                {address}
              </Fact>
            )}
            {club.phone && (
              <Fact label={t('clubs:detail.phone')} icon={<Phone className="size-4" />}>
                {phone ? (
                  <a href={phone} className="text-brand underline-offset-2 hover:underline">
                    {club.phone}
                  </a>
                ) : (
                  club.phone
                )}
              </Fact>
            )}
            {club.email && (
              <Fact label={t('clubs:detail.email')} icon={<Mail className="size-4" />}>
                <a href={`mailto:${club.email}`} className="text-brand underline-offset-2 hover:underline">
                  {club.email}
                </a>
              </Fact>
            )}
            {website && (
              <Fact label={t('clubs:detail.website')} icon={<Globe className="size-4" />}>
                <a
                  href={website}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand underline-offset-2 hover:underline"
                >
                  {websiteLabel(website)}
                </a>
              </Fact>
            )}
            {club.clubMembership && (
              <Fact label={t('clubs:detail.membership')}>
                {club.clubMembership === 'required'
                  ? t('clubs:detail.membershipRequired')
                  : t('clubs:detail.membershipNotRequired')}
              </Fact>
            )}
          </dl>
        </Section>

        <div className="flex flex-col items-start gap-2 rounded-2xl border border-dashed border-line px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">{t('clubs:detail.dataNote')}</p>
          <Link to={clubEditPath(club.slug)} className={buttonClasses('secondary', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {account.data?.isAdmin ? t('clubs:detail.edit') : t('clubs:detail.suggest')}
          </Link>
        </div>
        {/* The club, its courses and holes come from OpenStreetMap (ODbL), which asks for this credit. */}
        <p className="text-xs text-fg-muted">
          <a
            href="https://www.openstreetmap.org/copyright"
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2 hover:text-fg"
          >
            {t('clubs:detail.dataCredit')}
          </a>
        </p>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4 md:p-6">
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
