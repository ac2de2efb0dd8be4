import type { GameDetail, GamePreferences, RealtimeEvent } from '@fairway/contract';
import { topicOf } from '@fairway/contract/runtime';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Lock from 'lucide-react/icons/lock';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Settings2 from 'lucide-react/icons/settings-2';
import Users from 'lucide-react/icons/users';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useRealtimeEvents } from '../../../app/realtime';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { Section, SwitchRow } from '../components/controls';
import { FlowFrame } from '../components/FlowFrame';
import { FORMAT_LABELS } from '../components/format-labels';
import { GameErrorScreen } from '../components/GameErrorScreen';
import { PlayersEditor } from '../components/PlayersEditor';
import { RoundSettingsFields } from '../components/RoundSettingsFields';
import { shouldRefetchGame } from '../model/game-events';
import {
  courseOf,
  dateProblem,
  playersOf,
  settingsOf,
  updatedSetupOf,
  userKey,
  type DraftPlayer,
  type RoundSettings,
} from '../model/round-setup';
import { gameKeys, useGame, useUpdateGame, useUpdatePreferences } from '../queries';

type View = 'game' | 'players' | 'preferences';
const VIEWS: readonly View[] = ['game', 'players', 'preferences'];

const PREFERENCES = [
  {
    key: 'showLeaderboard',
    label: 'games:preferences.showLeaderboard',
    hint: 'games:preferences.showLeaderboardHint',
  },
  {
    key: 'showLiveScores',
    label: 'games:preferences.showLiveScores',
    hint: 'games:preferences.showLiveScoresHint',
  },
  { key: 'showStats', label: 'games:preferences.showStats', hint: 'games:preferences.showStatsHint' },
  { key: 'autoAdvance', label: 'games:preferences.autoAdvance', hint: 'games:preferences.autoAdvanceHint' },
] as const satisfies readonly { key: keyof GamePreferences; label: string; hint: string }[];

/**
 * /game/{gameId}/settings (games-and-profiles.md §2): a menu of game settings, players and preferences.
 * The owner changes and saves them; the other players see the same screens read-only. A change made by the
 * owner reaches every open settings screen live (realtime `game.updated`), with a toast.
 */
export function GameSettings() {
  const { t } = useT();
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const game = useGame(gameId);
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view = VIEWS.find((candidate) => candidate === viewParam) ?? null;
  const saving = useIsMutating({ mutationKey: gameKeys.update(gameId) }) > 0;

  useDocumentTitle(t('games:gameSettings.title'), t('common:appName'));

  const onEvent = (event: RealtimeEvent) => {
    if (event.name !== 'game.updated') return;
    const cached = queryClient.getQueryData<GameDetail>(gameKeys.detail(gameId));
    if (!shouldRefetchGame(event.data.version, cached?.game.version ?? null)) return;
    void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    // Only the owner changes settings: another player is told; the owner's own saves are not news.
    if (cached && !cached.isOwner && !saving) toast.info(t('games:gameSettings.updatedByOwner'));
  };
  useRealtimeEvents(gameId ? topicOf.game(gameId) : null, onEvent, () => {
    void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
  });

  if (game.isPending) return <FullScreenLoader />;
  if (game.isError) return <GameErrorScreen error={game.error} onRetry={() => void game.refetch()} />;

  const detail = game.data;
  const readOnly = !detail.isOwner;
  const owner = detail.players.find((player) => player.userId === detail.game.ownerId);
  const subtitle = [detail.course.clubName, detail.course.name]
    .filter((part, i, all) => all.indexOf(part) === i)
    .join(' · ');
  const openView = (next: View | null) => setParams(next ? { view: next } : {});
  const readOnlyNote = readOnly ? (
    <p className="flex items-start gap-3 rounded-2xl border border-line bg-surface-muted px-4 py-3 text-sm">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <span>{t('games:gameSettings.readOnly', { name: owner?.name ?? '' })}</span>
    </p>
  ) : null;

  if (view === 'game')
    return (
      <GameView
        key={detail.id}
        detail={detail}
        readOnly={readOnly}
        note={readOnlyNote}
        subtitle={subtitle}
        onBack={() => openView(null)}
      />
    );
  if (view === 'players')
    return (
      <PlayersView
        key={detail.id}
        detail={detail}
        readOnly={readOnly}
        note={readOnlyNote}
        subtitle={subtitle}
        onBack={() => openView(null)}
      />
    );
  if (view === 'preferences')
    return (
      <PreferencesView
        detail={detail}
        readOnly={readOnly}
        note={readOnlyNote}
        subtitle={subtitle}
        onBack={() => openView(null)}
      />
    );

  const format = FORMAT_LABELS[detail.game.type];
  return (
    <FlowFrame
      title={t('games:gameSettings.title')}
      subtitle={subtitle}
      back={{
        label: t('games:gameSettings.backToRound'),
        onClick: () => void navigate(`/play/${encodeURIComponent(detail.id)}`),
      }}
    >
      {readOnlyNote}
      <nav aria-label={t('games:gameSettings.title')}>
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
          <MenuItem
            icon={<Settings2 aria-hidden="true" className="size-5" />}
            label={t('games:gameSettings.menu.game')}
            detail={[detail.game.name || null, t(format.label)].filter(Boolean).join(' · ')}
            onClick={() => openView('game')}
          />
          <MenuItem
            icon={<Users aria-hidden="true" className="size-5" />}
            label={t('games:gameSettings.menu.players')}
            detail={detail.players.map((player) => player.name).join(', ')}
            onClick={() => openView('players')}
          />
          <MenuItem
            icon={<SlidersHorizontal aria-hidden="true" className="size-5" />}
            label={t('games:gameSettings.menu.preferences')}
            detail={t('games:gameSettings.menu.preferencesHint')}
            onClick={() => openView('preferences')}
          />
        </ul>
      </nav>
    </FlowFrame>
  );
}

function MenuItem({
  icon,
  label,
  detail,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  detail: string;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-16 w-full items-center gap-4 px-4 py-3 text-left transition-colors hover:bg-surface-muted focus-visible:-outline-offset-2"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-fairway text-brand">
          {icon}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold">{label}</span>
          <span className="line-clamp-2 text-sm text-fg-muted">{detail}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      </button>
    </li>
  );
}

interface ViewProps {
  detail: GameDetail;
  readOnly: boolean;
  note: ReactNode;
  subtitle: string;
  onBack: () => void;
}

function SaveButton({
  onClick,
  saving,
  disabled,
}: {
  onClick: () => void;
  saving: boolean;
  disabled: boolean;
}) {
  const { t } = useT();
  return (
    <Button size="lg" className="w-full" onClick={onClick} disabled={disabled || saving}>
      {saving && <Spinner className="size-4" />}
      {saving ? t('games:gameSettings.saving') : t('games:gameSettings.save')}
    </Button>
  );
}

function GameView({ detail, readOnly, note, subtitle, onBack }: ViewProps) {
  const { t } = useT();
  const update = useUpdateGame(detail.id);
  // The owner's edits, until saved; otherwise (and always for the other players) the game as it is now.
  const [edits, setEdits] = useState<RoundSettings | null>(null);
  const remote = settingsOf(detail);
  const settings = readOnly || !edits ? remote : edits;
  const course = courseOf(detail);
  const now = new Date();
  // The date rule applies to a new date only: a round set up yesterday can still be edited today.
  const problem = settings.date === remote.date ? null : dateProblem(detail.game.kind, settings.date, now);

  const save = () => {
    if (!edits) return;
    update.mutate(updatedSetupOf(detail, { settings: edits }), {
      onSuccess: () => {
        setEdits(null);
        toast.success(t('games:gameSettings.gameSettingsUpdated'));
      },
      onError: () => toast.error(t('games:gameSettings.errorUpdatingGame')),
    });
  };

  return (
    <FlowFrame
      stepKey="game"
      title={t('games:gameSettings.menu.game')}
      subtitle={subtitle}
      back={{ label: t('games:common.back'), onClick: onBack }}
      footer={
        readOnly ? undefined : (
          <SaveButton onClick={save} saving={update.isPending} disabled={!edits || problem !== null} />
        )
      }
    >
      {note}
      <RoundSettingsFields
        kind={detail.game.kind}
        settings={settings}
        onChange={setEdits}
        courseHoles={course.holes}
        now={now}
        dateProblem={problem}
        readOnly={readOnly}
        namePlaceholder={detail.course.clubName}
        courseSummary={{
          name: detail.course.name,
          detail: [detail.course.clubName, t('games:course.holes', { count: course.holes })].join(' · '),
        }}
      />
    </FlowFrame>
  );
}

function PlayersView({ detail, readOnly, note, subtitle, onBack }: ViewProps) {
  const { t } = useT();
  const { profile } = useSession();
  const update = useUpdateGame(detail.id);
  const [edits, setEdits] = useState<DraftPlayer[] | null>(null);
  const players = readOnly || !edits ? playersOf(detail) : edits;

  const save = () => {
    if (!edits) return;
    update.mutate(updatedSetupOf(detail, { players: edits }), {
      onSuccess: () => {
        setEdits(null);
        toast.success(t('games:gameSettings.playersUpdated'));
      },
      onError: () => toast.error(t('games:gameSettings.errorUpdatingPlayers')),
    });
  };

  return (
    <FlowFrame
      stepKey="players"
      title={t('games:gameSettings.menu.players')}
      subtitle={subtitle}
      back={{ label: t('games:common.back'), onClick: onBack }}
      footer={
        readOnly ? undefined : (
          <SaveButton onClick={save} saving={update.isPending} disabled={!edits || edits.length === 0} />
        )
      }
    >
      {note}
      <PlayersEditor
        players={players}
        onChange={setEdits}
        ownerKey={userKey(detail.game.ownerId)}
        currentKey={userKey(profile?.userId ?? '')}
        tees={courseOf(detail).tees}
        activation="settings"
        readOnly={readOnly}
      />
    </FlowFrame>
  );
}

function PreferencesView({ detail, readOnly, note, subtitle, onBack }: ViewProps) {
  const { t } = useT();
  const update = useUpdatePreferences(detail.id);
  const change = (key: keyof GamePreferences, value: boolean) =>
    update.mutate(
      { ...detail.preferences, [key]: value },
      {
        onSuccess: () => toast.success(t('games:gameSettings.preferencesUpdated')),
        onError: () => toast.error(t('games:gameSettings.errorUpdatingPreferences')),
      },
    );
  return (
    <FlowFrame
      stepKey="preferences"
      title={t('games:gameSettings.menu.preferences')}
      subtitle={subtitle}
      back={{ label: t('games:common.back'), onClick: onBack }}
    >
      {note}
      <Section title={t('games:preferences.liveScreen')}>
        {PREFERENCES.map(({ key, label, hint }) => (
          <SwitchRow
            key={key}
            label={t(label)}
            hint={t(hint)}
            checked={detail.preferences[key]}
            onChange={(value) => change(key, value)}
            disabled={readOnly}
          />
        ))}
      </Section>
    </FlowFrame>
  );
}
