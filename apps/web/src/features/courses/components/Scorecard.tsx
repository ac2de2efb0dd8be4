import type { DistanceUnit } from '@fairway/golf';
import { clsx } from 'clsx';
import { Fragment } from 'react';
import { useT } from '../../../i18n/use-t';
import { lengthIn } from '../../clubs';
import { ScoreChip } from '../../scores';
import {
  lineSum,
  playerTotal,
  subtotal,
  type ScorecardLine,
  type Nine,
  type Scorecard as Card,
  type ScorecardPlayer,
  type ScorecardTee,
} from '../model/scorecard';

export interface ScorecardProps {
  card: Card;
  unit: DistanceUnit;
  /** What the card is (a course's name, "Scorecard of Ann"): the tables' captions and scrolling regions. */
  caption: string;
  /** The tees with their length and ratings above the card (the club page). */
  showTeeList?: boolean;
  /** The round's card: the hole numbers are buttons that go to the hole. */
  onPickHole?: (hole: number) => void;
  currentHole?: number;
}

/**
 * The one scorecard (clubs-and-social.md §2, games-and-profiles.md §2): one table per nine, or one wide table
 * with more than 3 tees; the tees named by their name and colour, par, stroke index, then a score row per player
 * coloured by the score's name. At any width the row names stay on the left and the nine's subtotal and the
 * total on the right, while the holes between scroll (a focusable, named region, so a keyboard scrolls it too).
 */
export function Scorecard({
  card,
  unit,
  caption,
  showTeeList = false,
  onPickHole,
  currentHole,
}: ScorecardProps) {
  const { t } = useT();
  const unitLabel = unit === 'yards' ? t('clubs:scorecard.yards') : t('clubs:scorecard.meters');
  const nineName = (nine: Nine) =>
    nine.kind === 'out' ? t('clubs:scorecard.frontNine') : t('clubs:scorecard.backNine');
  const table = (nines: Nine[], showTotal: boolean, name: string) => (
    <CardTable
      key={name}
      card={card}
      nines={nines}
      showTotal={showTotal}
      unit={unit}
      caption={name}
      onPickHole={onPickHole}
      currentHole={currentHole}
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {showTeeList && <TeeList tees={card.tees} unit={unit} unitLabel={unitLabel} />}
      {card.layout === 'wide' || card.nines.length === 1
        ? table(card.nines, true, caption)
        : card.nines.map((nine, index) =>
            table([nine], index === card.nines.length - 1, `${caption} · ${nineName(nine)}`),
          )}
      {card.players.length > 0 && <ScoreLegend />}
      {card.players.some((player) => player.strokesReceived?.some((count) => (count ?? 0) !== 0)) && (
        <p className="flex items-center gap-1.5 text-xs text-fg-muted">
          <span aria-hidden="true" className="inline-flex gap-0.5">
            <Dot />
          </span>
          {t('clubs:scorecard.dotsLegend')}
        </p>
      )}
      {card.tees.length > 0 && (
        <p className="text-xs text-fg-muted">{t('clubs:scorecard.legend', { unit: unitLabel })}</p>
      )}
    </div>
  );
}

/** The tees with their colour, length and ratings (or "unrated"). */
function TeeList({ tees, unit, unitLabel }: { tees: ScorecardTee[]; unit: DistanceUnit; unitLabel: string }) {
  const { t } = useT();
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('clubs:scorecard.tees')}>
      {tees.map((tee) => (
        <li key={tee.teeId} className="flex items-center gap-3 rounded-xl border border-line px-3 py-2">
          <TeeSwatch tee={tee} />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold break-words">{tee.name}</span>
            <span className="block text-xs text-fg-muted">
              {tee.totalDistance !== null
                ? `${lengthIn(tee.totalDistance, unit)} ${unitLabel}`
                : t('clubs:scorecard.lengthUnknown')}
            </span>
          </span>
          <span className="text-right text-xs">
            {tee.rated && tee.courseRating !== null && tee.slope !== null ? (
              <span className="font-medium">
                {t('clubs:scorecard.ratingSlope', { rating: tee.courseRating.toFixed(1), slope: tee.slope })}
              </span>
            ) : (
              <span className="rounded-full bg-surface-muted px-2 py-0.5 font-medium text-fg-muted">
                {t('clubs:scorecard.unrated')}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function TeeSwatch({ tee }: { tee: ScorecardTee }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-3.5 shrink-0 rounded-full border border-fg/30',
        !tee.swatch && 'bg-[repeating-linear-gradient(45deg,var(--line)_0_3px,transparent_3px_6px)]',
      )}
      style={tee.swatch ? { backgroundColor: tee.swatch } : undefined}
    />
  );
}

/** The score colours by name (games-and-profiles.md §4 "Score naming"), as the chips draw them. */
function ScoreLegend() {
  const { t } = useT();
  const samples = [
    ['eagle', 2, t('clubs:scorecard.scoreNames.eagle')],
    ['birdie', 3, t('clubs:scorecard.scoreNames.birdie')],
    ['par', 4, t('clubs:scorecard.scoreNames.par')],
    ['bogey', 5, t('clubs:scorecard.scoreNames.bogey')],
    ['double', 6, t('clubs:scorecard.scoreNames.double')],
  ] as const;
  return (
    <ul aria-label={t('clubs:scorecard.scoreColours')} className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
      {samples.map(([name, score, label]) => (
        <li key={name} className="flex items-center gap-1.5">
          <span aria-hidden="true">
            <ScoreChip score={score} par={4} size="sm" className="scale-75" />
          </span>
          {label}
        </li>
      ))}
    </ul>
  );
}

interface CardTableProps {
  card: Card;
  nines: Nine[];
  /** Add the card's total after the last nine. */
  showTotal: boolean;
  unit: DistanceUnit;
  caption: string;
  onPickHole?: (hole: number) => void;
  currentHole?: number;
}

const cell = 'px-1 py-1.5 text-center tabular-nums';
/** The row names: kept on the left while the holes scroll. */
const rowName = 'sticky left-0 z-10 min-w-[4.5rem] max-w-[8rem] px-2 py-1.5 text-left break-words';
/** A subtotal or total column: kept on the right while the holes scroll (fixed widths, so two can stack). */
const sumCell = 'w-12 min-w-12 bg-fairway px-1 py-1.5 text-center font-semibold tabular-nums';

function CardTable({ card, nines, showTotal, unit, caption, onPickHole, currentHole }: CardTableProps) {
  const { t } = useT();
  const last = nines.length - 1;
  // The last nine's subtotal, and the total after it, stay on screen; a wide table's other subtotals scroll.
  const stickyOf = (index: number) =>
    index !== last ? '' : showTotal ? 'sticky right-12 z-10' : 'sticky right-0 z-10';
  const totalSticky = 'sticky right-0 z-10';
  // A nine's subtotal is Out or In on a 9-hole card too, and the card's Total follows, as on an 18-hole card.
  const nineLabel = (nine: Nine) =>
    nine.kind === 'out' ? t('clubs:scorecard.out') : t('clubs:scorecard.in');
  const show = (value: number | null) => (value === null ? '–' : String(value));
  const length = (value: number | null) => (value === null ? '–' : String(lengthIn(value, unit)));

  const row = (values: (number | null)[], format: (value: number | null) => string, sum: boolean) => (
    <>
      {nines.map((nine, index) => (
        <NineCells
          key={nine.kind}
          nine={nine}
          values={values}
          format={format}
          sum={sum}
          sumClass={stickyOf(index)}
        />
      ))}
      {showTotal && (
        <td className={clsx(sumCell, totalSticky)}>{sum ? format(subtotal(values, card.holes)) : ''}</td>
      )}
    </>
  );

  return (
    <div
      role="region"
      aria-label={caption}
      // The holes may scroll sideways: a keyboard reaches the region and scrolls it with the arrow keys.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <table className="w-full border-separate border-spacing-0 text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-surface-muted">
            <th scope="col" className={clsx(rowName, 'bg-surface-muted font-semibold')}>
              {t('clubs:scorecard.hole')}
            </th>
            {nines.map((nine, index) => (
              <NineHeader
                key={nine.kind}
                nine={nine}
                label={nineLabel(nine)}
                sumClass={stickyOf(index)}
                onPickHole={onPickHole}
                currentHole={currentHole}
              />
            ))}
            {showTotal && (
              <th scope="col" className={clsx(sumCell, totalSticky)}>
                {t('clubs:scorecard.total')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="[&>tr>*]:border-t [&>tr>*]:border-line">
          {card.tees.map((tee) => (
            <tr key={tee.teeId}>
              <th scope="row" className={clsx(rowName, 'bg-surface font-medium')}>
                <span className="flex items-center gap-1.5">
                  <TeeSwatch tee={tee} />
                  <span>{tee.name}</span>
                </span>
              </th>
              {row(tee.distances, length, true)}
            </tr>
          ))}
          <tr>
            <th scope="row" className={clsx(rowName, 'bg-surface font-semibold')}>
              {t('clubs:scorecard.par')}
            </th>
            {row(card.par, show, true)}
          </tr>
          {card.strokeIndex.some((value) => value !== null) && (
            <tr>
              <th scope="row" className={clsx(rowName, 'bg-surface font-medium text-fg-muted')}>
                <abbr title={t('clubs:scorecard.strokeIndexLong')} className="no-underline">
                  {t('clubs:scorecard.strokeIndex')}
                </abbr>
              </th>
              {row(card.strokeIndex, show, false)}
            </tr>
          )}
          {card.players.map((player) => (
            <PlayerRow
              key={player.id}
              player={player}
              card={card}
              nines={nines}
              showTotal={showTotal}
              stickyOf={stickyOf}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NineHeader({
  nine,
  label,
  sumClass,
  onPickHole,
  currentHole,
}: {
  nine: Nine;
  label: string;
  sumClass: string;
  onPickHole?: (hole: number) => void;
  currentHole?: number;
}) {
  const { t } = useT();
  return (
    <>
      {nine.holes.map((hole) => (
        <th key={hole} scope="col" className={clsx(cell, 'min-w-8 font-semibold')}>
          {onPickHole ? (
            <button
              type="button"
              onClick={() => onPickHole(hole)}
              aria-current={hole === currentHole ? 'true' : undefined}
              aria-label={t('clubs:scorecard.goToHole', { number: hole })}
              className="inline-flex size-9 items-center justify-center rounded-lg font-semibold hover:bg-surface aria-[current=true]:bg-primary aria-[current=true]:text-on-primary"
            >
              {hole}
            </button>
          ) : (
            hole
          )}
        </th>
      ))}
      <th scope="col" className={clsx(sumCell, sumClass)}>
        {label}
      </th>
    </>
  );
}

function NineCells({
  nine,
  values,
  format,
  sum,
  sumClass,
}: {
  nine: Nine;
  values: (number | null)[];
  format: (value: number | null) => string;
  sum: boolean;
  sumClass: string;
}) {
  return (
    <>
      {nine.holes.map((hole) => (
        <td key={hole} className={cell}>
          {format(values[hole - 1] ?? null)}
        </td>
      ))}
      <td className={clsx(sumCell, sumClass)}>{sum ? format(subtotal(values, nine.holes)) : ''}</td>
    </>
  );
}

function PlayerRow({
  player,
  card,
  nines,
  showTotal,
  stickyOf,
}: {
  player: ScorecardPlayer;
  card: Card;
  nines: Nine[];
  showTotal: boolean;
  stickyOf: (index: number) => string;
}) {
  const par = player.par ?? card.par;
  const total = (holes: readonly number[]) => playerTotal(player, holes) ?? '–';
  return (
    <>
      <tr>
        <th scope="row" className={clsx(rowName, 'bg-surface font-semibold')}>
          {player.name}
        </th>
        {nines.map((nine, index) => (
          <PlayerNine
            key={nine.kind}
            nine={nine}
            player={player}
            par={par}
            sum={total(nine.holes)}
            sumClass={stickyOf(index)}
          />
        ))}
        {showTotal && <td className={clsx(sumCell, 'sticky right-0 z-10 font-bold')}>{total(card.holes)}</td>}
      </tr>
      {(player.lines ?? []).map((line) => (
        <LineRow
          key={line.kind}
          line={line}
          playerName={player.name}
          card={card}
          nines={nines}
          showTotal={showTotal}
          stickyOf={stickyOf}
        />
      ))}
    </>
  );
}

/** A row under a player's scores (net, points, skins, match), its figures muted beside the scores. */
function LineRow({
  line,
  playerName,
  card,
  nines,
  showTotal,
  stickyOf,
}: {
  line: ScorecardLine;
  playerName: string;
  card: Card;
  nines: Nine[];
  showTotal: boolean;
  stickyOf: (index: number) => string;
}) {
  const { t } = useT();
  const labels = {
    net: t('clubs:scorecard.net'),
    points: t('clubs:scorecard.points'),
    skins: t('clubs:scorecard.skins'),
    match: t('clubs:scorecard.match'),
  } as const;
  const figure = (value: number | null) => {
    if (value === null) return <span aria-hidden="true">·</span>;
    if (line.kind !== 'match') return String(value);
    if (value === 0) return <abbr title={t('play:matchAllSquare')}>{t('clubs:scorecard.allSquare')}</abbr>;
    const long = value > 0 ? t('play:matchUp', { count: value }) : t('play:matchDown', { count: -value });
    return (
      <>
        <span aria-hidden="true">{value > 0 ? `▲${value}` : `▼${-value}`}</span>
        <span className="sr-only">{long}</span>
      </>
    );
  };
  const result = !line.result
    ? null
    : line.result.outcome === 'halved'
      ? t('play:matchHalved')
      : line.result.outcome === 'won'
        ? t('clubs:scorecard.matchWon', { result: line.result.text })
        : t('clubs:scorecard.matchLost', { result: line.result.text });
  return (
    <tr className="text-fg-muted">
      <th scope="row" className={clsx(rowName, 'bg-surface pl-4 text-xs font-medium')}>
        <span className="sr-only">{`${playerName}: `}</span>
        {labels[line.kind]}
      </th>
      {nines.map((nine, index) => (
        <Fragment key={nine.kind}>
          {nine.holes.map((hole) => (
            <td key={hole} className={clsx(cell, 'text-xs')}>
              {figure(line.values[hole - 1] ?? null)}
            </td>
          ))}
          <td className={clsx(sumCell, stickyOf(index), 'text-xs')}>{figure(lineSum(line, nine.holes))}</td>
        </Fragment>
      ))}
      {showTotal && (
        <td className={clsx(sumCell, 'sticky right-0 z-10 text-xs')}>
          {result ?? figure(lineSum(line, card.holes))}
        </td>
      )}
    </tr>
  );
}

/** One handicap stroke received on a hole. */
function Dot() {
  return <span className="inline-block size-1.5 rounded-full bg-current" />;
}

/** The handicap strokes received on a hole as dots over the score (a stroke given back as a ring). */
function StrokeDots({ count }: { count: number }) {
  const { t } = useT();
  if (count === 0) return null;
  const shown = Math.min(Math.abs(count), 3);
  return (
    <>
      <span
        aria-hidden="true"
        data-stroke-dots={count}
        className="pointer-events-none absolute top-0 left-1/2 flex -translate-x-1/2 gap-0.5 text-fg"
      >
        {Array.from({ length: shown }, (_, index) =>
          count > 0 ? (
            <Dot key={index} />
          ) : (
            <span key={index} className="inline-block size-1.5 rounded-full border border-current" />
          ),
        )}
      </span>
      <span className="sr-only">
        {count > 0
          ? t('clubs:scorecard.strokesReceived', { count })
          : t('clubs:scorecard.strokesGivenBack', { count: -count })}
      </span>
    </>
  );
}

function PlayerNine({
  nine,
  player,
  par,
  sum,
  sumClass,
}: {
  nine: Nine;
  player: ScorecardPlayer;
  par: (number | null)[];
  sum: number | string;
  sumClass: string;
}) {
  return (
    <>
      {nine.holes.map((hole) => (
        <td key={hole} className="relative px-0.5 py-1 text-center">
          <ScoreChip
            score={player.scores[hole - 1] ?? null}
            par={par[hole - 1] ?? 0}
            pending={player.pending?.includes(hole)}
            size="sm"
          />
          <StrokeDots count={player.strokesReceived?.[hole - 1] ?? 0} />
        </td>
      ))}
      <td className={clsx(sumCell, sumClass, 'font-bold')}>{sum}</td>
    </>
  );
}
