import * as Dialog from '@radix-ui/react-dialog';
import type { GamePlayer } from '@fairway/contract';
import { X } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import type { ShownScore } from '../../../lib/offline/score-queue';
import { holeView, isCounted } from '../model/holes';
import type { HoleView } from '../model/holes';
import { ScoreChip } from './ScoreChip';

export interface ScorecardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layout: readonly number[];
  players: readonly GamePlayer[];
  holesOf: (teeId: string | null) => (hole: number) => HoleView;
  scores: Record<string, Record<string, ShownScore>>;
  currentHole: number;
  onPickHole: (hole: number) => void;
}

/** The whole card: each nine as a table (holes, par, every player's scores), with Out / In / Total. */
export function ScorecardDialog({
  open,
  onOpenChange,
  layout,
  players,
  holesOf,
  scores,
  currentHole,
  onPickHole,
}: ScorecardDialogProps) {
  const { t } = useT();
  const nines = [layout.slice(0, 9), layout.slice(9, 18)].filter((nine) => nine.length > 0);
  const reference = holesOf(players[0]?.teeId ?? null);
  const total = (playerId: string, holes: readonly number[]) =>
    holes.reduce((sum, hole) => {
      const score = scores[String(hole)]?.[playerId]?.score;
      return sum + (isCounted(score) ? score : 0);
    }, 0);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // Closed, the focus goes back to the Scorecard button (WCAG 2.4.3): the dialog opens without a Radix
          // trigger, and the panel may have drawn its button anew meanwhile, so Radix alone left it on the body.
          onCloseAutoFocus={(event) => {
            const trigger = document.querySelector<HTMLElement>('[data-scorecard-trigger]');
            if (!trigger) return;
            event.preventDefault();
            trigger.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-bg shadow-xl md:inset-auto md:top-1/2 md:left-1/2 md:w-[min(56rem,94vw)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t('play:scorecard')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
              aria-label={t('play:close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-5 overflow-y-auto p-4">
            {nines.map((nine, index) => {
              const label =
                index === 0 && layout.length > 9
                  ? t('play:out')
                  : index === 1
                    ? t('play:in')
                    : t('play:total');
              return (
                <div key={nine[0]} className="overflow-x-auto rounded-2xl border border-line bg-surface">
                  <table className="w-full min-w-[34rem] border-collapse text-center text-sm tabular-nums">
                    <caption className="sr-only">
                      {t('play:scorecardNine', { first: nine[0], last: nine[nine.length - 1] })}
                    </caption>
                    <thead>
                      <tr className="bg-surface-muted">
                        <th
                          scope="row"
                          className="sticky left-0 bg-surface-muted px-3 py-2 text-left font-semibold"
                        >
                          {t('play:holeShort')}
                        </th>
                        {nine.map((hole) => (
                          <th key={hole} scope="col" className="px-1 py-1">
                            <button
                              type="button"
                              onClick={() => {
                                onPickHole(hole);
                                onOpenChange(false);
                              }}
                              aria-current={hole === currentHole ? 'true' : undefined}
                              aria-label={t('play:goToHole', { number: hole })}
                              className="inline-flex size-9 items-center justify-center rounded-lg font-semibold hover:bg-surface aria-[current=true]:bg-primary aria-[current=true]:text-on-primary"
                            >
                              {hole}
                            </button>
                          </th>
                        ))}
                        <th scope="col" className="px-3 py-2 font-semibold">
                          {label}
                        </th>
                      </tr>
                      <tr className="border-b border-line text-fg-muted">
                        <th
                          scope="row"
                          className="sticky left-0 bg-surface px-3 py-1.5 text-left font-medium"
                        >
                          {t('play:parLabel')}
                        </th>
                        {nine.map((hole) => (
                          <td key={hole} className="py-1.5">
                            {reference(hole).par}
                          </td>
                        ))}
                        <td className="py-1.5 font-semibold">
                          {nine.reduce((sum, hole) => sum + reference(hole).par, 0)}
                        </td>
                      </tr>
                    </thead>
                    <tbody>
                      {players.map((player) => {
                        const parOf = holesOf(player.teeId);
                        return (
                          <tr key={player.id} className="border-b border-line last:border-b-0">
                            <th
                              scope="row"
                              className="sticky left-0 max-w-28 truncate bg-surface px-3 py-1.5 text-left font-semibold"
                            >
                              {player.name.split(' ')[0]}
                            </th>
                            {nine.map((hole) => {
                              const shown = scores[String(hole)]?.[player.id];
                              return (
                                <td key={hole} className="px-0.5 py-1">
                                  <ScoreChip
                                    score={shown?.score}
                                    par={parOf(hole).par}
                                    pending={shown?.pending}
                                    size="sm"
                                  />
                                </td>
                              );
                            })}
                            <td className="px-3 py-1.5 font-bold">{total(player.id, nine) || '–'}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              );
            })}
            {layout.length > 9 && (
              <p className="text-right text-sm font-semibold">
                {t('play:total')}:{' '}
                {players
                  .map((player) => `${player.name.split(' ')[0]} ${total(player.id, layout) || '–'}`)
                  .join(' · ')}
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A `holesOf` for the dialog from a game's hole data. */
export function holesOfDetail(detail: Parameters<typeof holeView>[0]) {
  return (teeId: string | null) => (hole: number) => holeView(detail, hole, teeId);
}
