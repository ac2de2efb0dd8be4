import type { GameDetail } from '@fairway/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { useJoinRound, useLeaveRound } from '../queries';
import { ConfirmLeave } from './ConfirmLeave';
import { RoundInvitationBar } from './RoundInvitationBar';

export interface RoundMembership {
  /** The invitation (Join, Decline) while the golfer is only invited; null otherwise. */
  invitation: ReactNode;
  /** Opens the confirmation of leaving; null for the round's creator, who deletes it instead. */
  askToLeave: (() => void) | null;
  /** The confirmation dialog, to render once on the screen. */
  leaveDialog: ReactNode;
}

/**
 * The signed-in golfer's place in a round they did not create: invited until they join (their card counts for their
 * handicap only then), free to decline, or to leave at any time, scores or not, after a confirmation. `onLeft` runs
 * once they are out (the screen goes elsewhere).
 */
export function useRoundMembership(
  detail: GameDetail,
  myStatus: GameDetail['players'][number]['status'] | null,
  onLeft: () => void,
): RoundMembership {
  const { t } = useT();
  const join = useJoinRound();
  const leave = useLeaveRound();
  const [confirming, setConfirming] = useState(false);
  const canLeave = !detail.isOwner && myStatus !== null;

  const doLeave = (successKey: 'games:membership.declined' | 'games:membership.left') =>
    leave.mutate(detail.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t(successKey));
        onLeft();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t(errorMessageKey(error)));
      },
    });

  const invitation =
    canLeave && myStatus === 'invited' ? (
      <RoundInvitationBar
        detail={detail}
        busy={join.isPending || leave.isPending}
        onJoin={() =>
          join.mutate(detail.id, {
            onSuccess: () => toast.success(t('games:membership.joined')),
            onError: (error) => toast.error(t(errorMessageKey(error))),
          })
        }
        onDecline={() => doLeave('games:membership.declined')}
      />
    ) : null;

  return {
    invitation,
    askToLeave: canLeave && myStatus !== 'invited' ? () => setConfirming(true) : null,
    leaveDialog: (
      <ConfirmLeave
        open={confirming}
        onOpenChange={setConfirming}
        busy={leave.isPending}
        onConfirm={() => doLeave('games:membership.left')}
      />
    ),
  };
}
