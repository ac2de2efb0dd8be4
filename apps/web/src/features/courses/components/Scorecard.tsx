import type { Course } from '@fairway/contract';
import type { DistanceUnit } from '@fairway/golf';
import { clsx } from 'clsx';
import { Fragment, useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { lengthIn } from '../../clubs/model/units';
import {
  scorecardOf,
  subtotal,
  type Nine,
  type Scorecard as Card,
  type ScorecardTee,
} from '../model/scorecard';

export interface ScorecardProps {
  course: Course;
  unit: DistanceUnit;
}

/**
 * A course's scorecard (clubs-and-social.md §2): the tees with their colour, length and ratings (or
 * "unrated"), then the card itself, one table per nine, or one wide table when the course has more than
 * 3 tees, with the front-nine ("Out") and back-nine ("In") subtotals, par and stroke index.
 */
export function Scorecard({ course, unit }: ScorecardProps) {
  const { t } = useT();
  const card = useMemo(() => scorecardOf(course), [course]);
  const unitLabel = unit === 'yards' ? t('clubs:scorecard.yards') : t('clubs:scorecard.meters');

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('clubs:scorecard.tees')}>
        {card.tees.map((tee) => (
          <li key={tee.teeId} className="flex items-center gap-3 rounded-xl border border-line px-3 py-2">
            <TeeSwatch tee={tee} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{tee.name}</span>
              <span className="block text-xs text-fg-muted">
                {tee.totalDistance !== null
                  ? `${lengthIn(tee.totalDistance, unit)} ${unitLabel}`
                  : t('clubs:scorecard.lengthUnknown')}
              </span>
            </span>
            <span className="text-right text-xs">
              {tee.rated && tee.courseRating !== null && tee.slope !== null ? (
                <span className="font-medium">
                  {t('clubs:scorecard.ratingSlope', {
                    rating: tee.courseRating.toFixed(1),
                    slope: tee.slope,
                  })}
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

      {card.layout === 'wide' ? (
        <CardTable card={card} nines={card.nines} showTotal unit={unit} caption={course.courseName} wide />
      ) : (
        <>
          {/* A phone reads the card down (holes as rows); a wider screen across, one table per nine. */}
          <div className="sm:hidden">
            <VerticalCard card={card} unit={unit} caption={course.courseName} />
          </div>
          <div className="hidden flex-col gap-4 sm:flex">
            {card.nines.map((nine, index) => (
              <CardTable
                key={nine.kind}
                card={card}
                nines={[nine]}
                showTotal={index === card.nines.length - 1 && card.nines.length > 1}
                unit={unit}
                caption={`${course.courseName} · ${nine.kind === 'out' ? t('clubs:scorecard.frontNine') : t('clubs:scorecard.backNine')}`}
              />
            ))}
          </div>
        </>
      )}
      <p className="text-xs text-fg-muted">{t('clubs:scorecard.legend', { unit: unitLabel })}</p>
    </div>
  );
}

function TeeSwatch({ tee }: { tee: ScorecardTee }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'size-4 shrink-0 rounded-full border border-fg/25',
        !tee.swatch && 'bg-[repeating-linear-gradient(45deg,var(--line)_0_3px,transparent_3px_6px)]',
      )}
      style={tee.swatch ? { backgroundColor: tee.swatch } : undefined}
    />
  );
}

interface CardTableProps {
  card: Card;
  nines: Nine[];
  /** Add the course total after the last nine. */
  showTotal: boolean;
  unit: DistanceUnit;
  caption: string;
  wide?: boolean;
}

const cell = 'px-1.5 py-1.5 text-center tabular-nums';
const subtotalCell = 'bg-fairway font-semibold';

function CardTable({ card, nines, showTotal, unit, caption, wide = false }: CardTableProps) {
  const { t } = useT();
  const nineLabel = (nine: Nine) =>
    nine.kind === 'out' ? t('clubs:scorecard.out') : t('clubs:scorecard.in');
  const show = (value: number | null) => (value === null ? '–' : String(value));
  const length = (value: number | null) => (value === null ? '–' : String(lengthIn(value, unit)));
  // A 9-hole card's "Out" is its total: one column is enough.
  const singleNine = card.nines.length === 1;

  const row = (values: (number | null)[], format: (value: number | null) => string, sum: boolean) => (
    <>
      {nines.map((nine) => (
        <NineCells key={nine.kind} nine={nine} values={values} format={format} sum={sum} />
      ))}
      {showTotal && (
        <td className={clsx(cell, subtotalCell)}>{sum ? format(subtotal(values, card.holes)) : ''}</td>
      )}
    </>
  );

  return (
    <div className="overflow-x-auto rounded-xl border border-line" tabIndex={wide ? 0 : undefined}>
      <table className={clsx('w-full border-collapse text-xs sm:text-sm', wide && 'min-w-[50rem]')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-surface-muted">
            <th scope="col" className="sticky left-0 bg-surface-muted px-2 py-1.5 text-left font-semibold">
              {t('clubs:scorecard.hole')}
            </th>
            {nines.map((nine) => (
              <NineHeader
                key={nine.kind}
                nine={nine}
                label={singleNine ? t('clubs:scorecard.total') : nineLabel(nine)}
              />
            ))}
            {showTotal && (
              <th scope="col" className={clsx(cell, subtotalCell)}>
                {t('clubs:scorecard.total')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {card.tees.map((tee) => (
            <tr key={tee.teeId} className="border-b border-line">
              <th scope="row" className="sticky left-0 bg-surface px-2 py-1.5 text-left font-medium">
                <span className="flex items-center gap-1.5">
                  <TeeSwatch tee={tee} />
                  <span className="max-w-[6rem] truncate">{tee.name}</span>
                </span>
              </th>
              {row(tee.distances, length, true)}
            </tr>
          ))}
          <tr className="border-b border-line">
            <th scope="row" className="sticky left-0 bg-surface px-2 py-1.5 text-left font-semibold">
              {t('clubs:scorecard.par')}
            </th>
            {row(card.par, show, true)}
          </tr>
          <tr>
            <th
              scope="row"
              className="sticky left-0 bg-surface px-2 py-1.5 text-left font-medium text-fg-muted"
            >
              <abbr title={t('clubs:scorecard.strokeIndexLong')} className="no-underline">
                {t('clubs:scorecard.strokeIndex')}
              </abbr>
            </th>
            {row(card.strokeIndex, show, false)}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function NineHeader({ nine, label }: { nine: Nine; label: string }) {
  return (
    <>
      {nine.holes.map((hole) => (
        <th key={hole} scope="col" className={clsx(cell, 'font-semibold')}>
          {hole}
        </th>
      ))}
      <th scope="col" className={clsx(cell, subtotalCell)}>
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
}: {
  nine: Nine;
  values: (number | null)[];
  format: (value: number | null) => string;
  sum: boolean;
}) {
  return (
    <>
      {nine.holes.map((hole) => (
        <td key={hole} className={cell}>
          {format(values[hole - 1] ?? null)}
        </td>
      ))}
      <td className={clsx(cell, subtotalCell)}>{sum ? format(subtotal(values, nine.holes)) : ''}</td>
    </>
  );
}

/** The compact card on a phone: one row per hole, the subtotals after each nine, the tees as columns. */
function VerticalCard({ card, unit, caption }: { card: Card; unit: DistanceUnit; caption: string }) {
  const { t } = useT();
  const show = (value: number | null) => (value === null ? '–' : String(value));
  const length = (value: number | null) => (value === null ? '–' : String(lengthIn(value, unit)));
  const singleNine = card.nines.length === 1;
  const subtotalRow = (label: string, holes: readonly number[]) => (
    <tr className={clsx('border-b border-line', subtotalCell)}>
      <th scope="row" className="px-2 py-1.5 text-left">
        {label}
      </th>
      <td className={cell}>{show(subtotal(card.par, holes))}</td>
      <td className={cell} />
      {card.tees.map((tee) => (
        <td key={tee.teeId} className={cell}>
          {length(subtotal(tee.distances, holes))}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-surface-muted">
            <th scope="col" className="px-2 py-1.5 text-left font-semibold">
              {t('clubs:scorecard.hole')}
            </th>
            <th scope="col" className={clsx(cell, 'font-semibold')}>
              {t('clubs:scorecard.par')}
            </th>
            <th scope="col" className={clsx(cell, 'font-medium text-fg-muted')}>
              <abbr title={t('clubs:scorecard.strokeIndexLong')} className="no-underline">
                {t('clubs:scorecard.strokeIndex')}
              </abbr>
            </th>
            {card.tees.map((tee) => (
              <th key={tee.teeId} scope="col" className={clsx(cell, 'font-semibold')}>
                <span className="flex items-center justify-center gap-1">
                  <TeeSwatch tee={tee} />
                  <span className="max-w-[4.5rem] truncate">{tee.name}</span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {card.nines.map((nine) => (
            <Fragment key={nine.kind}>
              {nine.holes.map((hole) => (
                <tr key={hole} className="border-b border-line">
                  <th scope="row" className="px-2 py-1.5 text-left font-semibold">
                    {hole}
                  </th>
                  <td className={cell}>{show(card.par[hole - 1] ?? null)}</td>
                  <td className={clsx(cell, 'text-fg-muted')}>{show(card.strokeIndex[hole - 1] ?? null)}</td>
                  {card.tees.map((tee) => (
                    <td key={tee.teeId} className={cell}>
                      {length(tee.distances[hole - 1] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
              {subtotalRow(
                singleNine
                  ? t('clubs:scorecard.total')
                  : nine.kind === 'out'
                    ? t('clubs:scorecard.out')
                    : t('clubs:scorecard.in'),
                nine.holes,
              )}
            </Fragment>
          ))}
          {!singleNine && subtotalRow(t('clubs:scorecard.total'), card.holes)}
        </tbody>
      </table>
    </div>
  );
}
