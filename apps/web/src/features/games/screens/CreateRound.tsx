import type { ClubDetail, Course } from '@fairway/contract';
import { useQueryClient } from '@tanstack/react-query';
import ClipboardPen from 'lucide-react/icons/clipboard-pen';
import Flag from 'lucide-react/icons/flag';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useApi, useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { fullName } from '../../../lib/profile';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ClubStep } from '../components/ClubStep';
import { CourseStep } from '../components/CourseStep';
import { FlowFrame } from '../components/FlowFrame';
import { PlayersEditor } from '../components/PlayersEditor';
import { RoundSettingsFields } from '../components/RoundSettingsFields';
import { readRecentClubs, rememberClub } from '../../../lib/recent-clubs';
import {
  automaticCourse,
  dateProblem,
  draftProblems,
  newDraft,
  nextStep,
  previousStep,
  settingsProblems,
  setupOf,
  stepProgress,
  stepsFor,
  userKey,
  withCourse,
  type ClubChoice,
  type CourseChoice,
  type CreateStep,
  type RoundDraft,
  type RoundKind,
} from '../model/round-setup';
import { clubDetailQuery } from '../picker-queries';
import { useCreateGame } from '../queries';

/** A course of the API as the setup keeps it. */
function courseChoiceOf(course: Course): CourseChoice {
  return {
    id: course.id,
    name: course.courseName,
    holes: course.holes,
    par: course.par,
    hasGps: course.hasGps,
    tees: course.tees.map((tee) => ({
      teeId: tee.teeId,
      teeName: tee.teeName,
      teeColor: tee.teeColor,
      totalDistance: tee.totalDistance,
    })),
  };
}

/**
 * /create-round (games-and-profiles.md §2): create a round or add a score, then the club, the course when
 * the club has several, the settings and the players; Start creates the game (pending) and opens
 * /play/{gameId}. A score added for a past round is a `recorded` game entered hole by hole on the same screen.
 * `?club=<id or slug>` (a club page's Play button) picks that club once the kind is chosen, as the list would.
 */
export function CreateRound() {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { profile } = useSession();
  const createGame = useCreateGame();

  const [step, setStep] = useState<CreateStep>('kind');
  const [draft, setDraft] = useState<RoundDraft | null>(null);
  const [courses, setCourses] = useState<CourseChoice[] | null>(null);
  const [pendingClubId, setPendingClubId] = useState<string | null>(null);
  const [recentClubs] = useState(readRecentClubs);
  const [searchParams] = useSearchParams();
  const presetClub = searchParams.get('club')?.trim() || null;
  // The preset is picked once: a golfer who goes back to the club step chooses freely.
  const presetUsed = useRef(false);

  const steps = stepsFor(courses ?? null);
  const ownerKey = userKey(profile?.userId ?? '');
  const now = new Date();

  useDocumentTitle(t('games:create.title'), t('common:appName'));

  useEffect(() => {
    // Fetched while the golfer chooses the kind, so the club's courses are there when it is chosen.
    if (presetClub) void queryClient.prefetchQuery(clubDetailQuery(api, presetClub));
  }, [api, queryClient, presetClub]);

  const close = () => {
    // Back where the golfer came from; to the dashboard when the flow was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/dashboard', { replace: true });
  };

  const goBack = () => {
    const previous = previousStep(steps, step);
    if (previous) setStep(previous);
    else close();
  };

  const chooseKind = (kind: RoundKind) => {
    if (!profile) return;
    setDraft((current) =>
      current
        ? { ...current, kind, settings: { ...current.settings, date: new Date().toISOString() } }
        : newDraft(
            kind,
            {
              userId: profile.userId,
              name: fullName(profile),
              imageUrl: profile.imageUrl,
              handicap: profile.handicap,
            },
            new Date(),
          ),
    );
    setStep('club');
    if (presetClub && !presetUsed.current) {
      presetUsed.current = true;
      void pickClub(presetClub);
    }
  };

  /** Opens a club (by id or slug): its only course goes straight to the settings, several to the course step. */
  const pickClub = async (idOrSlug: string) => {
    setPendingClubId(idOrSlug);
    try {
      const detail: ClubDetail = await queryClient.fetchQuery(clubDetailQuery(api, idOrSlug));
      const choice: ClubChoice = {
        id: detail.id,
        slug: detail.slug,
        name: detail.name,
        city: detail.city,
        countryName: detail.countryName,
      };
      rememberClub({
        ...choice,
        state: detail.state,
        holes: detail.holes,
        latitude: detail.latitude,
        longitude: detail.longitude,
      });
      const clubCourses = detail.courses.map(courseChoiceOf);
      setCourses(clubCourses);
      const only = automaticCourse(clubCourses);
      if (only) {
        setDraft((current) => (current ? withCourse(current, choice, only) : current));
        setStep('settings');
      } else {
        setDraft((current) => (current ? { ...current, club: choice, course: null } : current));
        setStep('course');
      }
    } catch (error) {
      toast.error(t(errorMessageKey(error)));
    } finally {
      setPendingClubId(null);
    }
  };

  const pickCourse = (course: CourseChoice) => {
    setDraft((current) => (current?.club ? withCourse(current, current.club, course) : current));
    setStep('settings');
  };

  const start = () => {
    if (!draft?.course || draftProblems(draft, new Date()).length > 0) return;
    createGame.mutate(setupOf({ ...draft, course: draft.course }), {
      onSuccess: ({ gameId }) => void navigate(`/play/${encodeURIComponent(gameId)}`, { replace: true }),
      onError: () => toast.error(t('games:create.failed')),
    });
  };

  const counter = stepProgress(step);
  const progress = {
    label: t('games:create.stepOf', counter),
    value: counter.current / counter.total,
  };
  const where = draft?.club
    ? [draft.club.name, draft.course && courses && courses.length > 1 ? draft.course.name : null]
        .filter(Boolean)
        .join(' · ')
    : undefined;

  let title: string;
  let body: ReactNode;
  let footer: ReactNode = null;
  switch (step) {
    case 'kind':
      title = t('games:create.title');
      body = <KindStep onChoose={chooseKind} />;
      break;
    case 'club':
      title = draft?.kind === 'recorded' ? t('games:club.headingRecorded') : t('games:club.heading');
      body = (
        <ClubStep
          recentClubs={recentClubs}
          onPick={(club) => void pickClub(club.id)}
          pendingClubId={pendingClubId}
        />
      );
      break;
    case 'course':
      title = t('games:course.heading');
      body = (
        <CourseStep courses={courses ?? []} selectedId={draft?.course?.id ?? null} onPick={pickCourse} />
      );
      break;
    case 'settings': {
      title = t('games:settings.heading');
      if (draft?.course) {
        const problems = settingsProblems(draft, now);
        body = (
          <RoundSettingsFields
            kind={draft.kind}
            settings={draft.settings}
            onChange={(settings) => setDraft({ ...draft, settings })}
            courseHoles={draft.course.holes}
            now={now}
            dateProblem={dateProblem(draft.kind, draft.settings.date, now)}
            namePlaceholder={draft.club?.name}
            courseSummary={{
              name: draft.course.name,
              detail: [
                draft.club?.name,
                t('games:course.holes', { count: draft.course.holes }),
                draft.course.par ? t('games:course.par', { par: draft.course.par }) : null,
              ]
                .filter(Boolean)
                .join(' · '),
            }}
          />
        );
        footer = (
          <Button
            size="lg"
            className="w-full"
            disabled={problems.length > 0}
            onClick={() => setStep(nextStep(steps, step) ?? 'players')}
          >
            {t('games:create.next')}
          </Button>
        );
      } else body = null;
      break;
    }
    case 'players': {
      title = t('games:players.heading');
      if (draft?.course) {
        const problems = draftProblems(draft, now);
        const busy = createGame.isPending || createGame.isSuccess;
        body = (
          <>
            <PlayersEditor
              players={draft.players}
              onChange={(players) => setDraft({ ...draft, players })}
              ownerKey={ownerKey}
              currentKey={ownerKey}
              tees={draft.course.tees}
              activation="create"
            />
            {createGame.isError && (
              <p
                role="alert"
                className="rounded-2xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
              >
                {t(errorMessageKey(createGame.error))}
              </p>
            )}
          </>
        );
        footer = (
          <Button size="lg" className="w-full" disabled={problems.length > 0 || busy} onClick={start}>
            {busy && <Spinner className="size-4" />}
            {busy
              ? t('games:create.starting')
              : draft.kind === 'recorded'
                ? t('games:create.startRecorded')
                : t('games:create.start')}
          </Button>
        );
      } else body = null;
      break;
    }
  }

  return (
    <FlowFrame
      fullScreen
      stepKey={step}
      title={title}
      subtitle={step === 'settings' || step === 'players' || step === 'course' ? where : undefined}
      back={
        step === 'kind'
          ? { label: t('games:common.close'), onClick: close, closes: true }
          : { label: t('games:common.back'), onClick: goBack }
      }
      progress={progress}
      footer={footer}
    >
      {body}
    </FlowFrame>
  );
}

function KindStep({ onChoose }: { onChoose: (kind: RoundKind) => void }) {
  const { t } = useT();
  // The championship card of the spec stays hidden: championships are not part of this release.
  return (
    <div className="flex flex-col gap-4">
      <p className="px-1 text-fg-muted">{t('games:create.kind.heading')}</p>
      <KindCard
        icon={<Flag aria-hidden="true" className="size-7" />}
        title={t('games:create.kind.live')}
        hint={t('games:create.kind.liveHint')}
        onClick={() => onChoose('live')}
        tone="primary"
      />
      <KindCard
        icon={<ClipboardPen aria-hidden="true" className="size-7" />}
        title={t('games:create.kind.recorded')}
        hint={t('games:create.kind.recordedHint')}
        onClick={() => onChoose('recorded')}
        tone="accent"
      />
    </div>
  );
}

function KindCard({
  icon,
  title,
  hint,
  onClick,
  tone,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  onClick: () => void;
  tone: 'primary' | 'accent';
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex w-full items-center gap-4 rounded-3xl border border-line bg-surface p-5 text-left shadow-sm transition-all hover:-translate-y-0.5 hover:border-ring hover:shadow-md motion-reduce:hover:translate-y-0"
    >
      <span
        className={
          tone === 'primary'
            ? 'inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-on-primary'
            : 'inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent text-on-accent'
        }
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-lg font-bold tracking-tight">{title}</span>
        <span className="text-pretty text-fg-muted">{hint}</span>
      </span>
    </button>
  );
}
