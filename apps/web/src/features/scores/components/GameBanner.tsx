import type { PendingGame } from '@fairway/contract';
import Flag from 'lucide-react/icons/flag';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Drawer } from 'vaul';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { readStorage, writeStorage } from '../../../lib/storage';
import { gameResumeKey } from '../../../lib/storage-keys';
import { Button } from '../../../ui/Button';
import { useRoundInvitations } from '../hooks/use-round-invitations';
import { useRoundOrigin } from './BackToRound';
import {
  missedInvitations,
  parseResumeFlag,
  resumableGameId,
  roundToResume,
  shouldOfferResume,
} from '../model/resume';
import type { ResumeFlag } from '../model/resume';
import { useOwnRoundsLive, usePendingRounds } from '../queries';
import { useScoreFlush } from '../score-sync';

const flagOf = (gameId: string) => parseResumeFlag(readStorage(gameResumeKey(gameId)));

/**
 * The signed-in shell's companion for rounds (platform.md §4 "Game banner / resume"): after sign-in it looks up
 * the most recent unfinished round and offers to resume it, once; live, a round the golfer is added to offers
 * itself the same way once it is active, and with an invitation toast (Decline, Join) while it is pending. A round
 * the golfer is taken out of, or that is deleted or finished, takes its invitation or its sheet away; a pending
 * round of someone else's found when the connection resyncs (its event may have been missed) is invited too. It also
 * sends the offline score queue 1 s after the app opens and whenever the browser comes back online.
 */
export function GameBanner() {
  const { t } = useT();
  const { status, profile } = useSession();
  const { pathname } = useLocation();
  const openedFromRound = useRoundOrigin() !== null;
  const navigate = useNavigate();
  const ready = status === 'ready';
  const userId = ready ? (profile?.userId ?? null) : null;
  useScoreFlush(userId);
  const pending = usePendingRounds(ready);
  const invitations = useRoundInvitations(pending.data, pending.dataUpdatedAt);
  // The round the sheet is about: the most recent unfinished one the golfer plays in (not one they are only
  // invited to) when the list first comes (the look-up after sign-in), remembered; an active round the golfer is added to live takes its place. `undefined` until then.
  const [sheetGameId, setSheetGameId] = useState<string | null | undefined>(undefined);
  useOwnRoundsLive(userId, {
    onAdded: (gameId, gameStatus) => {
      if (gameStatus === 'active') setSheetGameId(gameId);
      else if (gameStatus === 'pending') invitations.invite(gameId);
    },
    onRemoved: (gameId) => invitations.withdraw(gameId),
    // A pending round of someone else's that came while events may have been missed: its invitation too.
    onResynced: (added) => {
      if (userId) for (const round of missedInvitations(added, userId)) invitations.invite(round.id);
    },
  });
  // A round whose invitation is open is the toast's to answer.
  const candidates = pending.data?.filter((round) => !invitations.open.has(round.id)) ?? [];
  const firstLookUp = pending.data === undefined ? undefined : roundToResume(candidates);
  if (sheetGameId === undefined && firstLookUp !== undefined) setSheetGameId(firstLookUp);
  // A round that left the golfer's rounds (taken out, deleted, finished) closes the sheet: no other takes its place.
  const game = candidates.find((round) => round.id === sheetGameId) ?? null;
  // What the sheet shows while it closes because its round left the list.
  const [lastShown, setLastShown] = useState<PendingGame | null>(null);
  if (game !== null && game !== lastShown) setLastShown(game);
  const shown = game ?? lastShown;
  // Re-render after the golfer answers: the flag lives in localStorage.
  const [answered, setAnswered] = useState<string | null>(null);
  const answeredRef = useRef<string | null>(null);
  const offered =
    game !== null &&
    answered !== game.id &&
    shouldOfferResume(game.id, flagOf(game.id), pathname, openedFromRound);

  const answer = (flag: ResumeFlag) => {
    if (!game || answeredRef.current === game.id) return;
    answeredRef.current = game.id;
    writeStorage(gameResumeKey(game.id), flag);
    setAnswered(game.id);
    if (flag === 'resumed') void navigate(`/play/${encodeURIComponent(game.id)}`);
  };

  if (!ready) return null;
  if (!shown) return invitations.modal;
  return (
    <>
      {invitations.modal}
      <Drawer.Root open={offered} onOpenChange={(open) => !open && answer('dismissed')}>
        <Drawer.Portal>
          <Drawer.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Drawer.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-t-3xl bg-surface px-5 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-xl outline-none">
            <Drawer.Handle className="!mb-1 !h-1.5 !w-12 !bg-line" />
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-fairway text-brand"
              >
                <Flag className="size-6" />
              </span>
              <div className="min-w-0">
                <Drawer.Title className="text-lg font-bold">{t('play:resume.title')}</Drawer.Title>
                <Drawer.Description className="text-fg-muted">
                  {shown.courseName === shown.clubName
                    ? shown.clubName
                    : `${shown.courseName} · ${shown.clubName}`}
                </Drawer.Description>
              </div>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <Button size="lg" className="sm:flex-1" onClick={() => answer('resumed')}>
                {t('play:resume.resume')}
              </Button>
              <Button variant="secondary" size="lg" className="sm:flex-1" onClick={() => answer('dismissed')}>
                {t('play:resume.notNow')}
              </Button>
            </div>
          </Drawer.Content>
        </Drawer.Portal>
      </Drawer.Root>
    </>
  );
}

/** The round the tab bar's Play tab resumes, if any (the Play tab becomes Resume). */
export function useResumeGameId(): string | null {
  const { status } = useSession();
  const pending = usePendingRounds(status === 'ready');
  return resumableGameId(pending.data, flagOf);
}
