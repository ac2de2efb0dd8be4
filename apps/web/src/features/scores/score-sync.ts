import type { GameDetail } from '@fairway/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { useApi } from '../../app/session';
import { useT } from '../../i18n/use-t';
import type { ApiClient } from '../../lib/api';
import { createIndexedDbScoreStorage, hasIndexedDb } from '../../lib/offline/indexeddb-storage';
import { createMemoryScoreStorage, createResilientStorage } from '../../lib/offline/memory-storage';
import { withServerScore } from '../../lib/offline/score-queue';
import type { QueuedScore, ScoreQueueStorage } from '../../lib/offline/score-queue';
import { ScoreSync } from '../../lib/offline/score-sync';
import type { PendingScore } from '../../lib/offline/score-sync';
import { gameKeys } from '../games';

/** A live write that gets no answer within this time is queued for the flush instead. */
export const SCORE_WRITE_TIMEOUT_MS = 10_000;
/** The flush on opening the app waits this long (games-and-profiles.md §9). */
export const FLUSH_DELAY_MS = 1_000;
/** "Error saving score" stays 2 s (games-and-profiles.md §8). */
const ERROR_TOAST_MS = 2_000;

let sharedStorage: ScoreQueueStorage | null = null;

/** The device's queue storage: IndexedDB, or memory where IndexedDB is missing or blocked. */
function deviceStorage(): ScoreQueueStorage {
  sharedStorage ??= hasIndexedDb()
    ? createResilientStorage(createIndexedDbScoreStorage())
    : createMemoryScoreStorage();
  return sharedStorage;
}

/** The translated messages the queue shows, updated by every screen that uses it (the current language). */
const messages = {
  saveError: 'Error saving score',
  synced: 'Scores synced',
};

const engines = new WeakMap<QueryClient, ScoreSync>();

/** Writes one entry: the live write (`PUT …/score`) or the flush (`POST …/scores`), always with `enteredAt`. */
export function writeScore(api: ApiClient, entry: QueuedScore, via: 'live' | 'flush') {
  const { gameId, holeNumber, playerId, values, enteredAt } = entry;
  const params = { gameId };
  const timeoutMs = SCORE_WRITE_TIMEOUT_MS;
  return via === 'live'
    ? api.call('putScore', {
        params,
        body: { holeNumber, playerId, scoreData: { ...values, enteredAt } },
        timeoutMs,
      })
    : api.call('postScore', { params, body: { holeNumber, playerId, ...values, enteredAt }, timeoutMs });
}

/** The app's one score queue for a QueryClient: answers are written into the cached game at once. */
export function scoreSyncFor(api: ApiClient, queryClient: QueryClient): ScoreSync {
  let engine = engines.get(queryClient);
  if (!engine) {
    engine = new ScoreSync({
      storage: deviceStorage(),
      write: (entry, via) => writeScore(api, entry, via),
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      onSaved: (entry, response) => {
        queryClient.setQueryData<GameDetail>(gameKeys.detail(entry.gameId), (detail) => {
          if (!detail) return detail;
          const scores = withServerScore(detail.scores, response.score);
          return scores === detail.scores ? detail : { ...detail, scores };
        });
      },
      onSetAside: () => toast.error(messages.saveError, { duration: ERROR_TOAST_MS }),
      onSynced: (_count, report) => {
        // One toast however many flushes it took (the id replaces a toast still shown).
        toast.success(messages.synced, { id: 'scores-synced' });
        for (const gameId of new Set(report.sent.map(({ entry }) => entry.gameId))) {
          void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
        }
      },
    });
    engines.set(queryClient, engine);
  }
  return engine;
}

/** The app's score queue, with its messages in the current language. */
export function useScoreSync(): ScoreSync {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useT();
  useEffect(() => {
    messages.saveError = t('play:saveError');
    messages.synced = t('play:synced');
  }, [t]);
  return useMemo(() => scoreSyncFor(api, queryClient), [api, queryClient]);
}

const NO_PENDING: readonly PendingScore[] = [];

/** The queued entries of a game, re-rendering on every change of the queue. */
export function usePendingScores(sync: ScoreSync, gameId: string | undefined): readonly PendingScore[] {
  return useSyncExternalStore(
    sync.subscribe,
    () => (gameId ? sync.pendingOf(gameId) : NO_PENDING),
    () => NO_PENDING,
  );
}

/**
 * Sends what waits in the queue: 1 s after the app opens (when online) and whenever the browser comes back
 * online. Only the signed-in user's entries are sent.
 */
export function useScoreFlush(userId: string | null): void {
  const sync = useScoreSync();
  useEffect(() => {
    if (!userId) return;
    const flush = () => {
      if (navigator.onLine !== false) void sync.flush({ enteredBy: userId });
    };
    const timer = setTimeout(flush, FLUSH_DELAY_MS);
    window.addEventListener('online', flush);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', flush);
    };
  }, [sync, userId]);
}
