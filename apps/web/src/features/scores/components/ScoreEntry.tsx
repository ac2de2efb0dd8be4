import type { GamePlayer } from '@fairway/contract';
import { asMeters } from '@fairway/golf';
import type { FairwayHit, HoleScoreEntry, PenaltyKind } from '@fairway/golf';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { readDistanceUnit } from '../../clubs';
import type { HoleView } from '../model/holes';
import { padHoleNumber } from '../model/holes';
import { distanceLabel } from '../model/map-geometry';
import { entryControls, shownEntry } from '../model/score-entry';
import type { EntryAction } from '../model/score-entry';
import { TONE_CLASSES, nameOfScore, scoreTone } from '../model/score-tone';
import { ScoreChip } from './ScoreChip';
import { scoreNameLabel } from './score-labels';
import { Stepper } from './Stepper';

export interface EntryPlayer {
  player: GamePlayer;
  score: number | null;
  par: number;
  pending: boolean;
  isMe: boolean;
}

export interface ScoreEntryProps {
  hole: HoleView;
  holeIndex: number;
  holeTotal: number;
  player: GamePlayer;
  /** The raw entry of the player on the hole (queued over the server's). */
  entry: HoleScoreEntry;
  pending: boolean;
  players: readonly EntryPlayer[];
  onAction: (action: EntryAction) => void;
  onSave: () => void;
  onClose: () => void;
  onSwitchPlayer: (playerId: string) => void;
  onStep: (delta: 1 | -1) => void;
}

const FAIRWAYS: readonly FairwayHit[] = ['left', 'center', 'right'];

/**
 * The score view: one hole, one player. Every press is one rule of packages/golf and is saved at once with the
 * defaults shown; Back, Escape and switching player save the entry as shown too, and Save moves on.
 */
export function ScoreEntry({
  hole,
  holeIndex,
  holeTotal,
  player,
  entry,
  pending,
  players,
  onAction,
  onSave,
  onClose,
  onSwitchPlayer,
  onStep,
}: ScoreEntryProps) {
  const { t } = useT();
  const par = hole.par;
  const length = hole.length ? distanceLabel(asMeters(hole.length.meters), readDistanceUnit()) : null;
  const shown = shownEntry(entry, par);
  const controls = entryControls(entry, par);
  const name = nameOfScore(shown.score, par);
  const nameText = name ? scoreNameLabel(t, name) : '';
  const tone = scoreTone(shown.score, par);

  // The focus comes into the score view with it, on the score's plus (WCAG 2.4.3), and again for each player
  // the view moves on to; the section itself when the plus is disabled.
  const section = useRef<HTMLElement>(null);
  const scoreUp = useRef<HTMLButtonElement>(null);
  const fairwayButtons = useRef<Partial<Record<FairwayHit, HTMLButtonElement | null>>>({});
  useEffect(() => {
    const target = scoreUp.current && !scoreUp.current.disabled ? scoreUp.current : section.current;
    target?.focus();
  }, [player.id]);

  // Escape dismisses the score view like the sheet's gesture (which saves what is shown).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const penalty = (kind: PenaltyKind, label: string, up: string, down: string) => (
    <div className="rounded-2xl bg-surface-muted/60 px-3 py-2">
      <Stepper
        size="sm"
        label={label}
        value={
          kind === 'water' ? shown.waterPenalties : kind === 'ob' ? shown.obPenalties : shown.dropPenalties
        }
        increaseLabel={up}
        decreaseLabel={down}
        canIncrease={controls.penaltyUp[kind]}
        canDecrease={controls.penaltyDown[kind]}
        onIncrease={() => onAction({ type: 'penalty', kind, delta: 1 })}
        onDecrease={() => onAction({ type: 'penalty', kind, delta: -1 })}
      />
    </div>
  );

  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="score-entry-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-3 px-4 pt-3 pb-6 focus:outline-none"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 items-center gap-1.5 rounded-full pr-3 pl-2 font-semibold text-fg hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('play:back')}
        </button>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted disabled:opacity-35"
            onClick={() => onStep(-1)}
            disabled={holeIndex <= 1}
            aria-label={t('play:previousHole')}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p className="min-w-28 text-center text-sm font-semibold" aria-live="polite">
            <span className="sr-only">{t('play:holeOf', { number: hole.holeNumber, total: holeTotal })}</span>
            <span aria-hidden="true">
              {t('play:holeShort')} {padHoleNumber(hole.holeNumber)}
            </span>
            <span className="block text-xs font-medium text-fg-muted">
              {t('play:par', { par })}
              {hole.strokeIndex !== null && ` · ${t('play:strokeIndexShort')} ${hole.strokeIndex}`}
              {length && (
                <span className="whitespace-nowrap">
                  {' · '}
                  <span className="sr-only">{t('play:holeLength')} </span>
                  {t('play:distance', { value: length.value, unit: length.unit })}
                </span>
              )}
            </span>
          </p>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted disabled:opacity-35"
            onClick={() => onStep(1)}
            disabled={holeIndex >= holeTotal}
            aria-label={t('play:nextHole')}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <h2 id="score-entry-title" className="sr-only">
        {t('play:entryTitle', { name: player.name, number: hole.holeNumber })}
      </h2>

      <div role="group" aria-label={t('play:players')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {players.map((candidate) => {
          const active = candidate.player.id === player.id;
          return (
            <button
              key={candidate.player.id}
              type="button"
              aria-pressed={active}
              onClick={() => onSwitchPlayer(candidate.player.id)}
              className={clsx(
                'flex min-h-12 shrink-0 items-center gap-2 rounded-full border-2 py-1 pr-3 pl-1 text-sm font-semibold transition-colors',
                active
                  ? 'border-primary bg-fairway text-fg'
                  : 'border-line bg-surface text-fg-muted hover:text-fg',
              )}
            >
              <ScoreChip score={candidate.score} par={candidate.par} pending={candidate.pending} size="sm" />
              <span className="max-w-28 truncate">
                {candidate.isMe
                  ? t('play:you')
                  : (candidate.player.name.split(' ')[0] ?? candidate.player.name)}
              </span>
            </button>
          );
        })}
      </div>

      <div className="rounded-3xl border border-line bg-surface p-4 shadow-sm">
        <div className="mb-3 flex items-center justify-between gap-2">
          <p className="truncate text-lg font-bold">{player.name}</p>
          {pending && (
            <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-on-accent">
              {t('play:notSynced')}
            </span>
          )}
        </div>
        <Stepper
          size="lg"
          label={t('play:score')}
          value={shown.score}
          valueText={nameText ? `${shown.score}, ${nameText}` : String(shown.score)}
          hint={nameText}
          valueClassName={clsx(tone && entry.score ? TONE_CLASSES[tone] : '')}
          increaseLabel={t('play:scoreUp')}
          increaseRef={scoreUp}
          decreaseLabel={t('play:scoreDown')}
          canIncrease={controls.scoreUp}
          canDecrease={controls.scoreDown}
          onIncrease={() => onAction({ type: 'score', delta: 1 })}
          onDecrease={() => onAction({ type: 'score', delta: -1 })}
        />
        <div className="my-3 border-t border-line" />
        <Stepper
          label={t('play:putts')}
          value={shown.putts}
          increaseLabel={t('play:puttsUp')}
          decreaseLabel={t('play:puttsDown')}
          canIncrease={controls.puttsUp}
          canDecrease={controls.puttsDown}
          onIncrease={() => onAction({ type: 'putts', delta: 1 })}
          onDecrease={() => onAction({ type: 'putts', delta: -1 })}
        />
      </div>

      {controls.fairway && (
        <div className="rounded-3xl border border-line bg-surface p-3 shadow-sm">
          {/* The label above the three choices on a phone: side by side, long words ("Getroffen") did not fit. */}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
            <span id="fairway-label" className="font-semibold">
              {t('play:fairway')}
            </span>
            {/* One radio group: a single tab stop, the arrow keys move and choose (the ARIA radio pattern). */}
            <div
              role="radiogroup"
              aria-labelledby="fairway-label"
              className="grid flex-1 grid-cols-3 gap-2"
              onKeyDown={(event) => {
                const step =
                  event.key === 'ArrowRight' || event.key === 'ArrowDown'
                    ? 1
                    : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
                      ? -1
                      : 0;
                if (step === 0) return;
                event.preventDefault();
                const current = FAIRWAYS.indexOf(shown.fairwayHit ?? FAIRWAYS[0]!);
                const next = FAIRWAYS[(current + step + FAIRWAYS.length) % FAIRWAYS.length]!;
                onAction({ type: 'fairway', value: next });
                fairwayButtons.current[next]?.focus();
              }}
            >
              {FAIRWAYS.map((value, index) => {
                const label =
                  value === 'left'
                    ? t('play:fairwayLeft')
                    : value === 'center'
                      ? t('play:fairwayCenter')
                      : t('play:fairwayRight');
                const checked = shown.fairwayHit === value;
                const isTabStop = shown.fairwayHit ? checked : index === 0;
                return (
                  <button
                    key={value}
                    ref={(element) => {
                      fairwayButtons.current[value] = element;
                    }}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    tabIndex={isTabStop ? 0 : -1}
                    onClick={() => onAction({ type: 'fairway', value })}
                    className={clsx(
                      'h-12 min-w-0 rounded-xl border-2 px-1 text-sm leading-tight font-semibold transition-colors',
                      checked
                        ? 'border-primary bg-primary text-on-primary'
                        : 'border-line bg-surface hover:bg-surface-muted',
                    )}
                  >
                    {label}
                  </button>
                );
              })}
            </div>
          </div>
        </div>
      )}

      <details className="group rounded-3xl border border-line bg-surface shadow-sm">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold">
          {t('play:penalties')}
          <span className="text-sm font-medium text-fg-muted">
            {t('play:penaltiesCount', {
              count: shown.waterPenalties + shown.obPenalties + shown.dropPenalties,
            })}
          </span>
        </summary>
        <div className="grid gap-2 px-3 pb-3">
          {penalty('water', t('play:water'), t('play:waterUp'), t('play:waterDown'))}
          {penalty('ob', t('play:ob'), t('play:obUp'), t('play:obDown'))}
          {penalty('drop', t('play:drop'), t('play:dropUp'), t('play:dropDown'))}
        </div>
      </details>

      <Button size="lg" className="mt-1 h-14 w-full text-lg" onClick={onSave}>
        <Check aria-hidden="true" className="size-5" />
        {t('play:save')}
      </Button>
    </section>
  );
}
