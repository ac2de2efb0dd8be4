import { clsx } from 'clsx';
import { useT } from '../../../i18n/use-t';
import { ScoreChip } from '../../scores/components/ScoreChip';
import type { ResultCard } from '../model/result';

/** A tee colour as a swatch (tee colours are data: black, white, gold, blue, red, purple, orange). */
const TEE_SWATCH: Record<string, string> = {
  black: '#111111',
  white: '#ffffff',
  gold: '#d4a017',
  yellow: '#facc15',
  blue: '#2563eb',
  red: '#dc2626',
  purple: '#7c3aed',
  orange: '#f97316',
  green: '#16a34a',
};

/**
 * The featured player's card: each nine as a table (holes, the tees' lengths, par, score) with its subtotal and
 * the total; a dash for a hole not played; the wide layout with more than 3 tees.
 */
export function ResultScorecard({ card }: { card: ResultCard }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3">
      {card.nines.map((nine, index) => {
        const last = index === card.nines.length - 1;
        return (
          <div key={nine.side} className="overflow-x-auto rounded-2xl border border-line bg-surface">
            <table
              className={clsx(
                'w-full border-collapse text-center tabular-nums',
                card.wide ? 'min-w-[44rem] text-xs' : 'min-w-[34rem] text-sm',
              )}
            >
              <caption className="sr-only">
                {nine.side === 'out' ? t('results:frontNine') : t('results:backNine')}
              </caption>
              <thead>
                <tr className="bg-surface-muted">
                  <th
                    scope="row"
                    className="sticky left-0 bg-surface-muted px-3 py-2 text-left font-semibold"
                  >
                    {t('results:hole')}
                  </th>
                  {nine.holes.map((hole) => (
                    <th key={hole.holeNumber} scope="col" className="px-1 py-2 font-semibold">
                      {hole.holeNumber}
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2 font-semibold">
                    {nine.side === 'out' ? t('results:out') : t('results:in')}
                  </th>
                  {last && card.nines.length > 1 && (
                    <th scope="col" className="px-2 py-2 font-semibold">
                      {t('results:total')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {card.tees.map((tee) => {
                  const total = nine.holes.reduce((sum, hole) => sum + (hole.distances[tee.teeId] ?? 0), 0);
                  return (
                    <tr key={tee.teeId} className="border-b border-line text-fg-muted">
                      <th
                        scope="row"
                        className="sticky left-0 bg-surface px-3 py-1 text-left font-medium whitespace-nowrap"
                      >
                        <span
                          aria-hidden="true"
                          className="mr-1.5 inline-block size-2.5 rounded-full border border-line align-middle"
                          style={{ backgroundColor: TEE_SWATCH[tee.color ?? ''] ?? 'transparent' }}
                        />
                        {card.wide ? tee.name.slice(0, 3) : tee.name}
                      </th>
                      {nine.holes.map((hole) => (
                        <td key={hole.holeNumber} className="py-1">
                          {hole.distances[tee.teeId] ?? '–'}
                        </td>
                      ))}
                      <td className="py-1">{total || '–'}</td>
                      {last && card.nines.length > 1 && <td className="py-1">{tee.total ?? '–'}</td>}
                    </tr>
                  );
                })}
                <tr className="border-b border-line">
                  <th scope="row" className="sticky left-0 bg-surface px-3 py-1.5 text-left font-semibold">
                    {t('results:par')}
                  </th>
                  {nine.holes.map((hole) => (
                    <td key={hole.holeNumber} className="py-1.5">
                      {hole.par}
                    </td>
                  ))}
                  <td className="py-1.5 font-semibold">{nine.par}</td>
                  {last && card.nines.length > 1 && <td className="py-1.5 font-semibold">{card.totalPar}</td>}
                </tr>
                <tr>
                  <th scope="row" className="sticky left-0 bg-surface px-3 py-1.5 text-left font-semibold">
                    {t('results:score')}
                  </th>
                  {nine.holes.map((hole) => (
                    <td key={hole.holeNumber} className="px-0.5 py-1.5">
                      <ScoreChip score={hole.score || null} par={hole.par} size="sm" />
                    </td>
                  ))}
                  <td className="py-1.5 font-bold">{nine.score || '–'}</td>
                  {last && card.nines.length > 1 && (
                    <td className="py-1.5 font-bold">{card.totalScore || '–'}</td>
                  )}
                </tr>
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
