import type { GameDetail, GameStatus, PendingGame, RealtimeEvent } from '@fairway/contract';
import { topicOf } from '@fairway/contract/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvents } from '../../app/realtime';
import { useApi, useSession } from '../../app/session';
import { onServiceWorkerControl } from '../../lib/offline/service-worker';
import { gameKeys, useGame } from '../games';
import type { ScoreSync } from '../../lib/offline/score-sync';

const offlineFirstClients = new WeakSet<QueryClient>();

/**
 * Rounds are read "offline first": the request is made even when the browser says it is offline, so that the
 * service worker can answer from its cache (TanStack Query would otherwise pause it and show nothing).
 */
function useOfflineFirstGames(): void {
  const queryClient = useQueryClient();
  if (!offlineFirstClients.has(queryClient)) {
    offlineFirstClients.add(queryClient);
    queryClient.setQueryDefaults([...gameKeys.all, 'detail'], { networkMode: 'offlineFirst' });
  }
}

/** The round of the live screen (`GET /api/game/{id}`), readable offline from the service worker's cache. */
export function usePlayGame(gameId: string | undefined) {
  useOfflineFirstGames();
  const query = useGame(gameId);
  const { refetch } = query;
  // The first visit fetched the round before the service worker took control: fetch it again through it.
  useEffect(() => onServiceWorkerControl(() => void refetch()), [refetch]);
  return query;
}

/** The round's settings but its players: anything but statuses, scores, versions and who plays. */
function settingsOf(detail: GameDetail): string {
  const { game } = detail;
  return JSON.stringify([
    game.name,
    game.type,
    game.scoringMode,
    game.holes,
    game.startingHole,
    game.useHandicaps,
    game.isPrivate,
    game.contests,
    detail.course.id,
    detail.preferences,
  ]);
}

const playerOf = (player: GameDetail['players'][number]) =>
  JSON.stringify([player.id, player.teeId, player.teamId, player.name]);

/**
 * What changed in a round the screen shows, as the golfers in it are told: players who left it (declined, or
 * taken out by the organiser), players who joined it, or any other change of its settings (format, name, holes,
 * handicaps, course, preferences, a player's tee, team, name or place). New scores, versions and statuses are no
 * change. A change that mixes players coming or going with anything else is a settings change.
 */
export type RoundChange =
  { kind: 'settings' } | { kind: 'left'; names: string[] } | { kind: 'joined'; names: string[] };

export function roundChange(before: GameDetail, after: GameDetail): RoundChange | null {
  const settingsChanged = settingsOf(before) !== settingsOf(after);
  const was = new Set(before.players.map(playerOf));
  const is = new Set(after.players.map(playerOf));
  const gone = before.players.filter((player) => !is.has(playerOf(player)));
  const come = after.players.filter((player) => !was.has(playerOf(player)));
  const order = (detail: GameDetail, keep: Set<string>) =>
    detail.players.filter((player) => keep.has(playerOf(player))).map((player) => player.id);
  // The players are listed by position; the ones who stay close up their places when one leaves, so only their
  // order tells a reordering.
  const reordered = JSON.stringify(order(before, is)) !== JSON.stringify(order(after, was));
  if (!settingsChanged && !gone.length && !come.length && !reordered) return null;
  if (settingsChanged || reordered || (gone.length && come.length)) return { kind: 'settings' };
  return gone.length
    ? { kind: 'left', names: gone.map((player) => player.name) }
    : { kind: 'joined', names: come.map((player) => player.name) };
}

/** A score event needs a refetch unless the cached score is already that version or newer. */
export function isNewScoreEvent(detail: GameDetail | undefined, event: RealtimeEvent): boolean {
  if (event.name === 'score.saved') {
    const cached = detail?.scores[String(event.data.holeNumber)]?.[event.data.playerId];
    return !cached || cached.version < event.data.version;
  }
  if (event.name === 'game.updated') return !detail || detail.game.version < event.data.version;
  return false;
}

/**
 * Live updates of a round for everyone in it (topic `game:{id}`): a saved score or a changed round refetches
 * the round; whenever events may have been missed (the subscription just taken, a reconnection, the server's
 * resync) the queue is flushed and the round refetched. A change of the round's settings or players calls
 * `onRoundChanged` (the screen shows a toast).
 */
export function useGameLive(
  gameId: string,
  detail: GameDetail | undefined,
  sync: ScoreSync,
  onRoundChanged: (change: RoundChange) => void,
): void {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const refetch = () => queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
  useRealtimeEvents(
    topicOf.game(gameId),
    (event) => {
      if (isNewScoreEvent(detail, event)) void refetch();
    },
    () => {
      void sync.flush(profile ? { enteredBy: profile.userId } : {}).finally(() => void refetch());
    },
  );

  const seen = useRef<GameDetail | null>(null);
  useEffect(() => {
    if (!detail) return;
    const change = seen.current && roundChange(seen.current, detail);
    if (change) onRoundChanged(change);
    seen.current = detail;
  }, [detail, onRoundChanged]);
}

/** `PUT /api/game/{id}/player/status {status: 'finished'}`. */
export function useFinishRound(gameId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // A round stopped after a complete nine is recorded as that nine first (`recordAs`), then finished.
    mutationFn: async (recordAs: 0 | 9 | null = null) => {
      if (recordAs !== null) await api.call('recordNine', { params: { gameId }, body: { holes: recordAs } });
      return api.call('setPlayerStatus', { params: { gameId }, body: { status: 'finished' } });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.pending() });
    },
  });
}

/** `DELETE /api/game/{id}` (owner). */
export function useDeleteGame(gameId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('deleteGame', { params: { gameId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: gameKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.pending() });
    },
  });
}

/** The signed-in golfer's unfinished rounds, only while signed in with a profile. */
export function usePendingRounds(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.pending(),
    queryFn: ({ signal }) => api.call('pendingGames', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** `DELETE /api/game/{id}/player`: the signed-in golfer declines a pending round and leaves its players. */
export function useDeclineRound() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => api.call('declineGame', { params: { gameId } }),
    onSuccess: (_answer, gameId) => queryClient.removeQueries({ queryKey: gameKeys.detail(gameId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: gameKeys.pending() }),
  });
}

/** What the shell does with the rounds events of the golfer's own topic. */
export interface OwnRoundsHandlers {
  /** Someone else just added the golfer to a round, whose status was then `status`. */
  onAdded: (gameId: string, status: GameStatus) => void;
  /** The golfer is no longer in a round: the owner took them out, or deleted it. */
  onRemoved: (gameId: string) => void;
  /**
   * The rounds were read again after events may have been missed (the subscription taken, a reconnection, or the
   * server's `resync`): `added` are the rounds in the new list that were not in the one before it (none when there
   * was none before).
   */
  onResynced: (added: readonly PendingGame[]) => void;
}

/**
 * The signed-in golfer's own topic (`user:{id}`, no subscription when `userId` is null), for their rounds: added
 * to one, taken out of one (or it was deleted), one finished or reopened by another golfer. The unfinished rounds
 * refetch on each such event and whenever events may have been missed (see `useRealtimeEvents`), so lists, the
 * resume sheet and the invitations follow; a round the golfer was taken out of refetches too, so a screen showing
 * it learns that it is no longer theirs (403) or gone (404). After a resync the rounds that came meanwhile go to
 * `onResynced`: the event that announced them may be among the missed ones.
 */
export function useOwnRoundsLive(userId: string | null, handlers: OwnRoundsHandlers): void {
  const queryClient = useQueryClient();
  const refetchPending = () => void queryClient.invalidateQueries({ queryKey: gameKeys.pending() });
  const resync = async () => {
    const rounds = () => queryClient.getQueryData<PendingGame[]>(gameKeys.pending());
    const before = rounds();
    await queryClient.invalidateQueries({ queryKey: gameKeys.pending() });
    if (!before) return;
    const known = new Set(before.map((round) => round.id));
    handlers.onResynced((rounds() ?? []).filter((round) => !known.has(round.id)));
  };
  useRealtimeEvents(
    userId ? topicOf.user(userId) : null,
    (event) => {
      switch (event.name) {
        case 'game.player.added':
          refetchPending();
          handlers.onAdded(event.data.gameId, event.data.status);
          return;
        case 'game.player.removed':
          refetchPending();
          void queryClient.invalidateQueries({ queryKey: gameKeys.detail(event.data.gameId) });
          handlers.onRemoved(event.data.gameId);
          return;
        case 'game.status.changed':
          refetchPending();
          return;
        default:
          return;
      }
    },
    () => void resync(),
  );
}

/**
 * `GET /api/courses/{id}/map`: the polygons the hole map draws (tee and green outlines, fairways, bunkers, water).
 * Fetched once per round: the data changes only with a new club data set.
 */
export function useCourseMap(courseId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['courses', 'map', courseId] as const,
    queryFn: ({ signal }) => api.call('courseMap', { params: { id: courseId }, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'offlineFirst',
  });
}
