import type { PendingGame } from '@fairway/contract';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { writeStorage } from '../../../lib/storage';
import { gameResumeKey } from '../../../lib/storage-keys';
import { useJoinRound } from '../../games';
import { invitationPresentation } from '../../notifications';
import { RoundInvitation } from '../components/RoundInvitation';
import { RoundInvitationDialog } from '../components/RoundInvitationDialog';
import { useDeclineRound } from '../queries';

/** The toast id of a round's invitation: one toast per round, however many events announce it. */
export const invitationToastId = (gameId: string) => `invitation-${gameId}`;

/** A failure after which there is nothing left to answer: the golfer is no longer in the round, or it is gone. */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.code === 'forbidden' || error.code === 'game_not_found');

/**
 * Invitation toasts (platform.md §4 "Game banner / resume"). `invite(gameId)` announces a pending round the
 * golfer was just added to; the event carries only the id, so the toast opens once the round is among the golfer's
 * unfinished rounds (`rounds`, refetched on the event), and is dropped if a list fetched after the event does not
 * have it (the golfer was removed again, or the round deleted). `withdraw(gameId)` drops it at once: the golfer
 * was taken out of the round, or it was deleted (nothing is stored: a later invitation to it shows again). The
 * toast stays until answered:
 *
 * - Join joins the round through the API (the golfer's card counts from then on), then opens it (`/play/{id}`) and
 *   sets its resume flag to "resumed" (a failure keeps the invitation, with its error);
 * - Decline leaves the round through the API (success toast; a failure keeps the invitation, with its error);
 * - the close button or Escape put it away like "Not now": the flag "dismissed", the golfer stays in the round.
 *
 * `open` holds the rounds whose invitation is waiting or shown, which the resume sheet leaves to the toast.
 *
 * A round starting within 60 minutes (or already started) invites with a modal instead of a toast (platform.md §4
 * "Invitations"), with the same answers: `modal` is that dialog, for the shell to render.
 */
export function useRoundInvitations(
  rounds: readonly PendingGame[] | undefined,
  roundsFetchedAt: number,
): {
  invite: (gameId: string) => void;
  withdraw: (gameId: string) => void;
  open: ReadonlySet<string>;
  modal: ReactNode;
} {
  const { t } = useT();
  const navigate = useNavigate();
  const decline = useDeclineRound();
  const { mutateAsync: joinRound } = useJoinRound();
  /** Invitations by round id, with when their event arrived. */
  const [invitations, setInvitations] = useState<ReadonlyMap<string, number>>(new Map());
  const shown = useRef(new Set<string>());

  const invite = useCallback((gameId: string) => {
    setInvitations((current) => new Map(current).set(gameId, Date.now()));
  }, []);

  const close = useCallback((gameId: string) => {
    toast.dismiss(invitationToastId(gameId));
    shown.current.delete(gameId);
    setInvitations((current) => {
      if (!current.has(gameId)) return current;
      const next = new Map(current);
      next.delete(gameId);
      return next;
    });
  }, []);

  /** Whether the list of rounds was fetched after an event that arrived at `arrivedAt`. */
  const isSettled = useCallback(
    (arrivedAt: number) => rounds !== undefined && roundsFetchedAt >= arrivedAt,
    [rounds, roundsFetchedAt],
  );
  const { mutateAsync: declineRound } = decline;

  /** Join, Decline and Close of one round's invitation, toast or modal alike. */
  const answersOf = useCallback(
    (gameId: string) => {
      const answer = (flag: 'resumed' | 'dismissed') => {
        writeStorage(gameResumeKey(gameId), flag);
        close(gameId);
      };
      return {
        onJoin: async () => {
          try {
            await joinRound(gameId);
            answer('resumed');
            void navigate(`/play/${encodeURIComponent(gameId)}`);
          } catch (error) {
            if (isGone(error)) close(gameId);
            toast.error(t(errorMessageKey(error)));
          }
        },
        onDecline: async () => {
          try {
            await declineRound(gameId);
            close(gameId);
            toast.success(t('play:invitation.declined'));
          } catch (error) {
            if (isGone(error)) close(gameId);
            toast.error(t(errorMessageKey(error)));
          }
        },
        onClose: () => answer('dismissed'),
      };
    },
    [close, declineRound, joinRound, navigate, t],
  );
  useEffect(() => {
    for (const [gameId, arrivedAt] of invitations) {
      const game = rounds?.find((candidate) => candidate.id === gameId);
      if (!game) {
        // Not among the golfer's rounds in a list fetched since the event: nothing (or nothing more) to show.
        if (isSettled(arrivedAt) && shown.current.delete(gameId)) toast.dismiss(invitationToastId(gameId));
        continue;
      }
      // a round starting soon is the modal's (below), not a toast
      if (shown.current.has(gameId) || invitationPresentation(game.date, arrivedAt) === 'modal') continue;
      shown.current.add(gameId);
      const { onJoin, onDecline, onClose } = answersOf(gameId);
      toast.custom(
        () => <RoundInvitation game={game} onJoin={onJoin} onDecline={onDecline} onClose={onClose} />,
        { id: invitationToastId(gameId), duration: Number.POSITIVE_INFINITY, dismissible: false },
      );
    }
  }, [invitations, rounds, isSettled, answersOf]);

  // Signing out (the banner unmounts) takes the invitations away with it.
  useEffect(() => {
    const toasts = shown.current;
    return () => {
      for (const gameId of toasts) toast.dismiss(invitationToastId(gameId));
    };
  }, []);

  const open = new Set(
    [...invitations]
      .filter(([gameId, arrivedAt]) => !isSettled(arrivedAt) || rounds?.some((round) => round.id === gameId))
      .map(([gameId]) => gameId),
  );
  // The modal: the first invitation, in the order they came, to a round starting within 60 minutes of when its
  // event arrived (one at a time: a second one shows once the first is answered or put away).
  const modalGame = [...invitations]
    .map(([gameId, arrivedAt]) => ({ game: rounds?.find((round) => round.id === gameId), arrivedAt }))
    .find(({ game, arrivedAt }) => game && invitationPresentation(game.date, arrivedAt) === 'modal')?.game;
  const modal = modalGame ? (
    <RoundInvitationDialog key={modalGame.id} game={modalGame} {...answersOf(modalGame.id)} />
  ) : null;
  return { invite, withdraw: close, open, modal };
}
