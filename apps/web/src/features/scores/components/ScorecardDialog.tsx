import * as Dialog from '@radix-ui/react-dialog';
import type { GamePlayer } from '@fairway/contract';
import X from 'lucide-react/icons/x';
import { useT } from '../../../i18n/use-t';
import type { ShownScore } from '../../../lib/offline/score-queue';
import type { PlayerCardExtras } from '../model/card-lines';
import { holeView, isCounted } from '../model/holes';
import type { HoleView } from '../model/holes';
import {
  Scorecard,
  layoutFor,
  ninesOf,
  subtotal,
  teeSwatch,
  type ScorecardData as Card,
  type ScorecardTee,
} from '../../courses';
import { readDistanceUnit } from '../../clubs';

export interface ScorecardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layout: readonly number[];
  players: readonly GamePlayer[];
  holesOf: (teeId: string | null) => (hole: number) => HoleView;
  scores: Record<string, Record<string, ShownScore>>;
  currentHole: number;
  onPickHole: (hole: number) => void;
  /** Strokes received, net, points, skins and match rows by player id (`cardExtras`). */
  extras?: Record<string, PlayerCardExtras>;
}

/**
 * The round's card as the one Scorecard draws it: the holes in order by nine, the tees the players play (by name
 * and colour) with their lengths, par and stroke index from the first player's tee, and every player's scores
 * (coloured against the par of their own tee, queued ones marked).
 */
export function roundScorecard({
  layout,
  players,
  holesOf,
  scores,
  extras,
}: Pick<ScorecardDialogProps, 'layout' | 'players' | 'holesOf' | 'scores' | 'extras'>): Card {
  const holes = [...layout].sort((a, b) => a - b);
  const perHole = <T,>(read: (hole: number) => T): (T | null)[] => {
    const values: (T | null)[] = Array.from({ length: Math.max(0, ...holes) }, () => null);
    for (const hole of holes) values[hole - 1] = read(hole);
    return values;
  };
  const reference = holesOf(players[0]?.teeId ?? null);
  const teeIds = [...new Set(players.map((player) => player.teeId))];
  const tees = teeIds.flatMap((teeId): ScorecardTee[] => {
    const player = players.find((candidate) => candidate.teeId === teeId && candidate.teeName);
    if (!teeId || !player?.teeName) return [];
    const holeOf = holesOf(teeId);
    const distances = perHole((hole) => holeOf(hole).distance);
    return [
      {
        teeId,
        name: player.teeName,
        swatch: teeSwatch(player.teeColor),
        distances,
        totalDistance: subtotal(distances, holes),
        rated: false,
        courseRating: null,
        slope: null,
      },
    ];
  });
  return {
    holes,
    nines: ninesOf(holes),
    par: perHole((hole) => reference(hole).par),
    strokeIndex: perHole((hole) => reference(hole).strokeIndex),
    tees: tees.some((tee) => tee.distances.some((distance) => distance !== null)) ? tees : [],
    players: players.map((player) => {
      const holeOf = holesOf(player.teeId);
      return {
        id: player.id,
        name: player.name.split(' ')[0] ?? player.name,
        scores: perHole((hole) => {
          const score = scores[String(hole)]?.[player.id]?.score;
          return isCounted(score) ? score : null;
        }),
        par: perHole((hole) => holeOf(hole).par),
        pending: holes.filter((hole) => scores[String(hole)]?.[player.id]?.pending),
        ...extras?.[player.id],
      };
    }),
    layout: layoutFor(tees.length),
  };
}

/** The whole card in a dialog (a sheet on a phone): each nine with Out / In / Total; a hole number goes there. */
export function ScorecardDialog({
  open,
  onOpenChange,
  layout,
  players,
  holesOf,
  scores,
  currentHole,
  onPickHole,
  extras,
}: ScorecardDialogProps) {
  const { t } = useT();
  const card = roundScorecard({ layout, players, holesOf, scores, extras });

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
          <div className="overflow-y-auto p-4">
            <Scorecard
              card={card}
              unit={readDistanceUnit()}
              caption={t('play:scorecard')}
              currentHole={currentHole}
              onPickHole={(hole) => {
                onPickHole(hole);
                onOpenChange(false);
              }}
            />
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
