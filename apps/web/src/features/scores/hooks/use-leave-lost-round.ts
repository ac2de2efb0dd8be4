import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { useScoreSync } from '../score-sync';

/** How long the message stays: the golfer is moved off the screen they were using and needs time to read why. */
const LOST_TOAST_MS = 8_000;

/**
 * Why a round the golfer had open is no longer theirs, from the error of fetching it again: they are not in it
 * any more (403: the owner took them out, or they declined it on another device) or it is gone (404: deleted).
 * Anything else (offline, a server error) is not a verdict: null.
 */
export function lostRoundReason(error: unknown): 'removed' | 'deleted' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'deleted';
  if (error.status === 403) return 'removed';
  return null;
}

/**
 * The live screen of a round, once fetching it again says it is no longer the golfer's (`reason`, see
 * {@link lostRoundReason}): a toast says why, the round's scores still waiting to be sent are dropped (the
 * server would refuse each one, with an error toast), and the golfer is taken to the dashboard. Once per round.
 */
export function useLeaveLostRound(gameId: string | undefined, reason: 'removed' | 'deleted' | null): void {
  const { t } = useT();
  const navigate = useNavigate();
  const sync = useScoreSync();
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (!gameId || !reason || left.current === gameId) return;
    left.current = gameId;
    toast.info(reason === 'deleted' ? t('play:lost.deleted') : t('play:lost.removed'), {
      id: `round-lost-${gameId}`,
      duration: LOST_TOAST_MS,
    });
    void sync.clearGame(gameId);
    void navigate('/dashboard', { replace: true });
  }, [gameId, reason, navigate, sync, t]);
}
