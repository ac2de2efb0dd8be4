import type { GameDetail } from '@fairway/contract';
import { roundStats } from '@fairway/golf';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ClipboardPen from 'lucide-react/icons/clipboard-pen';
import CloudOff from 'lucide-react/icons/cloud-off';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import MapIcon from 'lucide-react/icons/map';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { isConnectivityError } from '../../../lib/api';
import { mergeQueuedScores } from '../../../lib/offline/score-queue';
import type { ScoreValues } from '../../../lib/offline/score-queue';
import { readStorage, writeStorage } from '../../../lib/storage';
import { STORAGE_KEYS, gameResumeKey } from '../../../lib/storage-keys';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useRoundMembership } from '../../games';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { WIDE_LAYOUT_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useOnline } from '../hooks/use-online';
import { firstOpenHole, holeInLayout, holeView, isCounted, parFor, playingOrder } from '../model/holes';
import { cardExtras } from '../model/card-lines';
import { finishCheck, type FinishCheck } from '../model/finish-check';
import {
  holePoints,
  leaderboardInput,
  leaderboardMode,
  liveLeaderboard,
  rowOfPlayer,
  standingOf,
} from '../model/live-leaderboard';
import { holeLine, parseUnit } from '../model/map-geometry';
import { entryLeftBy, initialPlayState, nextPlayerWithoutScore, playReducer } from '../model/play-flow';
import type { EntryKey, PlayAction, PlayContext } from '../model/play-flow';
import { entryOf, valuesAfterPress, valuesToKeep } from '../model/score-entry';
import type { EntryAction } from '../model/score-entry';
import { withStalledPending } from '../model/shown-scores';
import { useCourseMap, useDeleteGame, useFinishRound, useGameLive } from '../queries';
import type { RoundChange } from '../queries';
import { usePendingScores, useScoreSync } from '../score-sync';
import { ConfirmDelete } from './ConfirmDelete';
import { PLAYER_SCORES_TITLE_ID, PlayerScoreList } from './PlayerScoreList';
import type { PlayerScoreRow } from './PlayerScoreList';
import { PlayPanel } from './PlayPanel';
import { PlaySheet } from './PlaySheet';
import type { SheetSnap } from '../model/sheet';
import { ConfirmFinish } from './ConfirmFinish';
import { ScorecardDialog, holesOfDetail } from './ScorecardDialog';
import { ScoreEntry } from './ScoreEntry';
import { formatLabel } from './score-labels';
import { UnsavedScores } from './UnsavedScores';

// MapLibre is about 1 MB: its own chunk, loaded only when a round with GPS shows the map.
const HoleMap = lazy(() => import('./HoleMap'));

/** The map-or-scores switch, where the focus goes back to when the score view leaves for the map. */
const MAP_TOGGLE_ID = 'play-map-toggle';

/** The offline toast replaces itself (one at a time) and stays 5 s; the header keeps saying "Offline". */
const OFFLINE_TOAST_ID = 'offline-mode';
const OFFLINE_TOAST_MS = 5_000;

/** "Failed to delete game" stays 3 s at the top (games-and-profiles.md §8). */
const DELETE_TOAST_MS = 3_000;

/** The live round screen for a loaded round (games-and-profiles.md §2 "Live game screen", §4). */
export function LiveRound({ detail }: { detail: GameDetail }) {
  const { t, i18n } = useT();
  const navigate = useNavigate();
  const { profile } = useSession();
  const gameId = detail.id;
  const sync = useScoreSync();
  const online = useOnline();
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const queued = usePendingScores(sync, gameId);
  const merged = useMemo(() => mergeQueuedScores(detail.scores, queued), [detail.scores, queued]);
  const { superseded } = merged;
  const scores = useMemo(() => withStalledPending(merged.scores, queued), [merged.scores, queued]);
  useEffect(() => {
    if (superseded.length > 0) void sync.prune(superseded);
  }, [superseded, sync]);

  const layout = useMemo(() => playingOrder(detail), [detail]);
  const players = detail.players;
  const me = players.find((player) => player.userId === profile?.userId) ?? null;
  const hasGps = detail.gps && layout.some((hole) => holeLine(detail.gpsData, hole) !== null);
  const context: PlayContext = useMemo(
    () => ({ layout, hasGps, autoAdvance: detail.preferences.autoAdvance }),
    [layout, hasGps, detail.preferences.autoAdvance],
  );

  const [params, setParams] = useSearchParams();
  const [state, setState] = useState(() => {
    const fromAddress = Number(params.get('hole'));
    const hole = layout.includes(fromAddress)
      ? fromAddress
      : firstOpenHole(
          layout,
          scores,
          players.map((player) => player.id),
        );
    return initialPlayState(context, hole, me?.id ?? players[0]?.id ?? '');
  });
  const dispatch = useCallback(
    (action: PlayAction) => setState((current) => playReducer(current, action, context)),
    [context],
  );
  const hole = holeInLayout(layout, state.hole);
  const playerId = players.some((player) => player.id === state.playerId)
    ? state.playerId
    : (players[0]?.id ?? '');
  const player = players.find((candidate) => candidate.id === playerId) ?? players[0];

  // The hole in the address: a reload (online or not) opens the same hole.
  useEffect(() => {
    if (params.get('hole') === String(hole)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('hole', String(hole));
        return next;
      },
      { replace: true },
    );
  }, [hole, params, setParams]);

  const [snap, setSnap] = useState<SheetSnap>(0.22);
  const [scorecardOpen, setScorecardOpen] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState<FinishCheck | null>(null);
  const [quickEntry, setQuickEntry] = useState(() => readStorage(STORAGE_KEYS.quickEntry) === '1');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const finish = useFinishRound(gameId);
  const remove = useDeleteGame(gameId);
  const membership = useRoundMembership(detail, me?.status ?? null, () => {
    writeStorage(gameResumeKey(gameId), 'finished');
    void sync.clearGame(gameId);
    void navigate('/dashboard');
  });
  const isFinished = me?.status === 'finished';
  useLeaveWarning(!isFinished);
  useDocumentTitle(detail.course.clubName, t('common:appName'));
  useOfflineToast(online, t('play:offlineMode'));
  useGameLive(
    gameId,
    detail,
    sync,
    useCallback(
      (change: RoundChange) => {
        if (change.kind === 'settings') toast.success(t('play:settingsUpdated'));
        else {
          const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(change.names);
          toast(t(change.kind === 'left' ? 'play:playersLeft' : 'play:playersJoined', { names }));
        }
      },
      [t, i18n.language],
    ),
  );

  const view = holeView(detail, hole, player?.teeId ?? players[0]?.teeId);
  const holeIndex = layout.indexOf(hole) + 1;
  const rows = useMemo(() => liveLeaderboard(detail, scores), [detail, scores]);
  const boardMode = leaderboardMode(detail.game);
  const isNetBoard = boardMode === 'net';
  // The card's dots and rows, worked out only while it is open.
  const extras = useMemo(
    () => (scorecardOpen ? cardExtras(leaderboardInput(detail, scores)) : undefined),
    [scorecardOpen, detail, scores],
  );
  const unit = parseUnit(readStorage(STORAGE_KEYS.units));
  const line = holeLine(detail.gpsData, hole);
  const courseMap = useCourseMap(detail.course.id, hasGps);
  const setAside = useMemo(() => queued.filter((entry) => entry.setAside), [queued]);
  const stalled = queued.filter((entry) => entry.stalled && !entry.setAside).length;

  const myStats = useMemo(
    () =>
      me
        ? roundStats(
            layout.map((number) => ({
              ...scores[String(number)]?.[me.id],
              par: parFor(detail, number, me.id),
            })),
          )
        : null,
    [me, layout, scores, detail],
  );

  const record = (forPlayer: string, holeNumber: number, values: ScoreValues) => {
    if (!profile) return;
    void sync.record({ gameId, playerId: forPlayer, holeNumber, values, enteredBy: profile.userId });
  };
  const storedEntry = (key: EntryKey) => entryOf(scores[String(key.hole)]?.[key.playerId]);

  // Every write is what the screen shows, defaults included (games-and-profiles.md §4 "Score entry defaults").
  const onAction = (action: EntryAction) => {
    const values = valuesAfterPress(storedEntry({ hole, playerId }), action, parFor(detail, hole, playerId));
    if (values) record(playerId, hole, values);
  };

  /** The quick entry grid's tap: the strokes chosen, written as the score view writes them. */
  const onQuickPick = (forPlayer: string, strokes: number) => {
    const values = valuesAfterPress(
      storedEntry({ hole, playerId: forPlayer }),
      { type: 'setScore', score: strokes },
      parFor(detail, hole, forPlayer),
    );
    if (values) record(forPlayer, hole, values);
  };

  /** Writes the entry as shown unless it is stored already. */
  const keep = (key: EntryKey) => {
    const values = valuesToKeep(storedEntry(key), parFor(detail, key.hole, key.playerId));
    if (values) record(key.playerId, key.hole, values);
  };

  /** Dismissing the score view or switching player saves the entry it leaves first. */
  const leaveAndDispatch = (action: PlayAction) => {
    const left = entryLeftBy({ ...state, hole, playerId }, action);
    if (left) keep(left);
    dispatch(action);
  };

  // Leaving the score view puts the focus back where the golfer goes on (WCAG 2.4.3): on the row of the player
  // they left, in the list of the same hole, or on the list's heading when the round moved on to the next hole.
  const entryHole = useRef<number | null>(null);
  useEffect(() => {
    const leftFrom = entryHole.current;
    entryHole.current = state.mode === 'entry' ? hole : null;
    if (leftFrom === null || state.mode === 'entry') return;
    const sameHole = leftFrom === hole;
    const target =
      (sameHole && document.querySelector<HTMLElement>(`[data-player-row="${CSS.escape(playerId)}"]`)) ||
      document.getElementById(PLAYER_SCORES_TITLE_ID) ||
      document.getElementById(MAP_TOGGLE_ID);
    target?.focus();
  }, [state.mode, playerId, hole]);

  const onSave = () => {
    keep({ hole, playerId });
    const hasScore = (id: string) => id === playerId || isCounted(scores[String(hole)]?.[id]?.score);
    const ids = players.map((candidate) => candidate.id);
    dispatch({
      type: 'saved',
      holeComplete: ids.every(hasScore),
      nextPlayerId: nextPlayerWithoutScore(ids, playerId, hasScore),
    });
  };

  const quit = () => {
    writeStorage(gameResumeKey(gameId), 'quit');
    void navigate('/dashboard');
  };

  const onFinish = async (confirmed: { recordAs: 0 | 9 | null } | null = null) => {
    if (profile) await sync.flush({ enteredBy: profile.userId });
    if (sync.pendingOf(gameId).some((entry) => entry.setAside)) {
      toast.error(t('play:notSaved.finishBlocked'));
      return;
    }
    if (sync.pendingOf(gameId).length > 0) {
      toast.error(t('play:finishOffline'));
      return;
    }
    if (!confirmed) {
      // Holes without a score are never recorded as played: ask first, offering the complete nine if any.
      const check = finishCheck(detail, layout, players, scores);
      if (check.missing > 0) {
        setConfirmFinish(check);
        return;
      }
    }
    finish.mutate(confirmed?.recordAs ?? null, {
      onSuccess: () => {
        setConfirmFinish(null);
        writeStorage(gameResumeKey(gameId), 'finished');
        void navigate(`/game/${encodeURIComponent(gameId)}/result`);
      },
      onError: (error) => {
        setConfirmFinish(null);
        toast.error(isConnectivityError(error) ? t('play:finishOffline') : t('play:finishFailed'));
      },
    });
  };

  const onDelete = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmDelete(false);
        writeStorage(gameResumeKey(gameId), 'finished');
        void sync.clearGame(gameId);
        void navigate('/dashboard');
      },
      onError: () => {
        setConfirmDelete(false);
        toast.error(t('play:deleteFailed'), { duration: DELETE_TOAST_MS, position: 'top-center' });
      },
    });
  };

  const listRows: PlayerScoreRow[] = players.map((candidate) => {
    const shown = scores[String(hole)]?.[candidate.id];
    const row = rowOfPlayer(rows, candidate.id);
    return {
      player: candidate,
      score: shown?.score ?? null,
      par: parFor(detail, hole, candidate.id),
      pending: shown?.pending ?? false,
      isMe: candidate.id === me?.id,
      isOwner: candidate.userId === detail.game.ownerId,
      holePoints:
        detail.game.type === 'stableford' ? holePoints(detail, rows, candidate.id, hole, shown?.score) : null,
      position: row?.position ?? null,
      tied: row?.tied ?? false,
      standing: row ? standingOf(detail.game.type, row, isNetBoard) : null,
      thru: row?.thru ?? 0,
    };
  });

  const panel = (
    <PlayPanel
      gameId={gameId}
      hole={view}
      holeIndex={holeIndex}
      holeTotal={layout.length}
      onStep={(delta) => dispatch({ type: 'step', delta })}
      format={detail.game.type}
      scoringMode={boardMode}
      rows={rows}
      players={players}
      myPlayerId={me?.id ?? null}
      myStats={myStats}
      showLeaderboard={detail.preferences.showLeaderboard}
      showStats={detail.preferences.showStats}
      isFinished={isFinished}
      isOwner={detail.isOwner}
      finishing={finish.isPending}
      onScorecard={() => setScorecardOpen(true)}
      onQuit={quit}
      onFinish={() => void onFinish()}
      onDelete={() => setConfirmDelete(true)}
      onLeave={membership.askToLeave}
      collapsed={!wide && snap !== 1}
    />
  );

  const sheetShown = !wide && state.mode !== 'entry';
  const main = (() => {
    if (state.mode === 'entry' && player) {
      return (
        <ScoreEntry
          hole={holeView(detail, hole, player.teeId)}
          holeIndex={holeIndex}
          holeTotal={layout.length}
          player={player}
          entry={entryOf(scores[String(hole)]?.[player.id])}
          pending={scores[String(hole)]?.[player.id]?.pending ?? false}
          players={listRows.map((row) => ({
            player: row.player,
            score: row.score,
            par: row.par,
            pending: row.pending,
            isMe: row.isMe,
          }))}
          onAction={onAction}
          onSave={onSave}
          onClose={() => leaveAndDispatch({ type: 'closeEntry' })}
          onSwitchPlayer={(id) => leaveAndDispatch({ type: 'switchPlayer', playerId: id })}
          onStep={(delta) => dispatch({ type: 'step', delta })}
        />
      );
    }
    if (state.mode === 'map' && hasGps) {
      return line ? (
        <Suspense fallback={<Spinner className="m-auto" />}>
          <HoleMap
            holeNumber={hole}
            line={line}
            unit={unit}
            polygons={courseMap.data?.features}
            bottomInset={wide ? 24 : Math.round(window.innerHeight * 0.22) + 16}
          />
        </Suspense>
      ) : (
        <p className="m-auto max-w-xs p-6 text-center text-fg-muted">{t('play:noMapForHole')}</p>
      );
    }
    return (
      <PlayerScoreList
        holeNumber={hole}
        rows={listRows}
        showLeaderboard={detail.preferences.showLeaderboard && players.length > 1}
        showLiveScores={detail.preferences.showLiveScores}
        onOpen={(id) => dispatch({ type: 'openEntry', playerId: id })}
        quick={{
          on: quickEntry,
          onToggle: (on) => {
            setQuickEntry(on);
            writeStorage(STORAGE_KEYS.quickEntry, on ? '1' : '0');
          },
          onPick: onQuickPick,
        }}
      />
    );
  })();

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-bg">
      <header className="z-20 flex h-16 shrink-0 items-center gap-2 border-b border-line bg-surface px-2">
        <button
          type="button"
          onClick={quit}
          aria-label={t('play:quit')}
          title={t('play:quit')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold">{detail.course.clubName}</h1>
          <p className="truncate text-sm text-fg-muted">
            {detail.course.name !== detail.course.clubName ? `${detail.course.name} · ` : ''}
            {formatLabel(t, detail.game.type)}
          </p>
        </div>
        <UnsavedScores
          entries={setAside}
          players={players}
          onRetry={(key) => void sync.retry(key)}
          onDiscard={(key) => void sync.discard(key)}
        />
        <SyncStatus online={online} stalled={stalled} />
      </header>
      {membership.invitation && <div className="shrink-0 px-4 pt-3">{membership.invitation}</div>}

      <div className={clsx('relative min-h-0 flex-1', wide && 'grid grid-cols-[minmax(0,1fr)_26rem]')}>
        <div
          className={clsx(
            'relative h-full',
            state.mode === 'map' && hasGps ? 'flex overflow-hidden' : 'overflow-y-auto',
            sheetShown && state.mode !== 'map' && 'pb-[24dvh]',
          )}
        >
          {/* Before the list in the tab order: the switch comes first, then what it shows. */}
          {hasGps && state.mode !== 'entry' && (
            <button
              id={MAP_TOGGLE_ID}
              type="button"
              onClick={() => dispatch({ type: 'toggleMap' })}
              className={clsx(
                'fixed right-4 z-20 inline-flex h-14 items-center gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary shadow-xl hover:bg-primary-hover',
                wide ? 'bottom-6 lg:right-[28rem]' : 'bottom-[calc(22dvh+1rem)]',
              )}
            >
              {state.mode === 'map' ? (
                <>
                  <ClipboardPen aria-hidden="true" className="size-5" />
                  {t('play:showScores')}
                </>
              ) : (
                <>
                  <MapIcon aria-hidden="true" className="size-5" />
                  {t('play:showMap')}
                </>
              )}
            </button>
          )}
          {main}
        </div>
        {wide && (
          <aside
            aria-label={t('play:panel')}
            className="h-full overflow-y-auto border-l border-line bg-bg p-4"
          >
            {panel}
          </aside>
        )}
      </div>

      {sheetShown && (
        <PlaySheet title={t('play:panel')} snap={snap} onSnapChange={setSnap}>
          {panel}
        </PlaySheet>
      )}

      <ScorecardDialog
        open={scorecardOpen}
        onOpenChange={setScorecardOpen}
        layout={layout}
        players={players}
        holesOf={holesOfDetail(detail)}
        scores={scores}
        extras={extras}
        currentHole={hole}
        onPickHole={(number) => {
          dispatch({ type: 'goToHole', hole: number });
          setSnap(0.22);
        }}
      />
      {membership.leaveDialog}
      <ConfirmFinish
        open={confirmFinish !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmFinish(null);
        }}
        missing={confirmFinish?.missing ?? 0}
        nine={confirmFinish?.nine ?? null}
        busy={finish.isPending}
        onFinish={(recordAs) => void onFinish({ recordAs })}
      />
      <ConfirmDelete
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        onConfirm={onDelete}
        busy={remove.isPending}
      />
    </div>
  );
}

/** "offline_mode" (platform.md §4): one toast while the network is gone, removed when it is back. */
function useOfflineToast(online: boolean, message: string): void {
  useEffect(() => {
    if (online) {
      toast.dismiss(OFFLINE_TOAST_ID);
      return;
    }
    toast.warning(message, { id: OFFLINE_TOAST_ID, duration: OFFLINE_TOAST_MS });
  }, [online, message]);
}

/** The header's sync state: offline, entries waiting, or everything saved. */
function SyncStatus({ online, stalled }: { online: boolean; stalled: number }) {
  const { t } = useT();
  if (!online) {
    return (
      <p
        role="status"
        className="flex shrink-0 items-center gap-1.5 rounded-full bg-accent px-3 py-1.5 text-xs font-semibold text-on-accent"
      >
        <CloudOff aria-hidden="true" className="size-4" />
        {t('play:offline')}
        {stalled > 0 && ` · ${t('play:pendingCount', { count: stalled })}`}
      </p>
    );
  }
  if (stalled > 0) {
    return (
      <p
        role="status"
        className="flex shrink-0 items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1.5 text-xs font-semibold"
      >
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('play:pendingCount', { count: stalled })}
      </p>
    );
  }
  return (
    <p role="status" className="sr-only">
      {t('play:allSaved')}
    </p>
  );
}
