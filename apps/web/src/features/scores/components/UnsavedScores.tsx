import type { GamePlayer } from '@fairway/contract';
import * as Dialog from '@radix-ui/react-dialog';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { isKnownErrorCode } from '../../../lib/api';
import type { ScoreKey } from '../../../lib/offline/score-queue';
import type { PendingScore } from '../../../lib/offline/score-sync';
import { Button } from '../../../ui/Button';

export interface UnsavedScoresProps {
  /** The round's entries the server refused for good (set aside on this device). */
  entries: readonly PendingScore[];
  players: readonly GamePlayer[];
  onRetry: (key: ScoreKey) => void;
  onDiscard: (key: ScoreKey) => void;
}

/**
 * The "not saved" notice of the live round: scores the server refused (or failed on three times) wait on the
 * device, and the golfer opens the notice to send each one again or discard it. The other scores keep syncing.
 */
export function UnsavedScores({ entries, players, onRetry, onDiscard }: UnsavedScoresProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  // A refused score is often a player's who left the round: they are no longer among the players.
  const nameOf = (playerId: string) =>
    players.find((player) => player.id === playerId)?.name ?? t('play:notSaved.formerPlayer');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="flex shrink-0 items-center gap-1.5 rounded-full bg-danger px-3 py-1.5 text-xs font-semibold text-bg"
        >
          <CircleAlert aria-hidden="true" className="size-4" />
          {t('play:notSaved.count', { count: entries.length })}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-surface p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{t('play:notSaved.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{t('play:notSaved.body')}</Dialog.Description>
          <ul className="mt-4 flex flex-col gap-3">
            {entries.map((entry) => {
              const code = entry.setAside?.code ?? 'unknown_error';
              const key = { gameId: entry.gameId, playerId: entry.playerId, holeNumber: entry.holeNumber };
              return (
                <li
                  key={`${entry.playerId}|${entry.holeNumber}`}
                  className="rounded-2xl border border-line p-3"
                >
                  <p className="font-semibold">
                    {t('play:notSaved.entry', {
                      hole: entry.holeNumber,
                      player: nameOf(entry.playerId),
                      score: entry.values.score ?? '–',
                    })}
                  </p>
                  <p className="text-sm text-fg-muted">
                    {t(isKnownErrorCode(code) ? `errors:${code}` : 'errors:unknown_error')}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <Button size="sm" onClick={() => onRetry(key)}>
                      {t('play:notSaved.retry')}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => onDiscard(key)}>
                      {t('play:notSaved.discard')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" size="lg">
                {t('play:notSaved.close')}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
