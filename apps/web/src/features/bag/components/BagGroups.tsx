import type { BagClub, ClubType } from '@fairway/contract';
import { groupBag } from '@fairway/golf';
import { useT } from '../../../i18n/use-t';
import { useDistanceUnits } from '../../../lib/preferences';
import type { T } from '../../scores';
import { clubLabel } from '../model/club-label';
import { distanceIn } from '../model/draft';

export function typeLabel(t: T, type: ClubType): string {
  return {
    driver: t('bag:types.driver'),
    wood: t('bag:types.wood'),
    hybrid: t('bag:types.hybrid'),
    iron: t('bag:types.iron'),
    wedge: t('bag:types.wedge'),
    putter: t('bag:types.putter'),
  }[type];
}

export function flexLabel(t: T, flex: NonNullable<BagClub['shaftFlex']>): string {
  return {
    regular: t('bag:flex.regular'),
    stiff: t('bag:flex.stiff'),
    'extra-stiff': t('bag:flex.extra-stiff'),
    senior: t('bag:flex.senior'),
    ladies: t('bag:flex.ladies'),
    'stiff/regular': t('bag:flex.stiff/regular'),
  }[flex];
}

/** A bag's clubs grouped by type in the order of clubs-and-social.md §2, each with what is known of it. */
export function BagGroups({ clubs }: { clubs: readonly BagClub[] }) {
  const { t } = useT();
  const units = useDistanceUnits();
  const distanceOf = (meters: number) =>
    units === 'yards'
      ? t('bag:distanceYards', { distance: distanceIn(meters, units) })
      : t('bag:distance', { distance: meters });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groupBag(clubs).map((group) => (
        <section key={group.type} aria-labelledby={`bag-${group.type}`} className="flex flex-col gap-2">
          <h2
            id={`bag-${group.type}`}
            className="text-sm font-semibold tracking-wide text-fg-muted uppercase"
          >
            {typeLabel(t, group.type)}
          </h2>
          <ul className="flex flex-col gap-2">
            {group.clubs.map((club) => {
              const model = club.customModelName ?? club.modelName;
              const details = [
                [club.brandName, model].filter(Boolean).join(' '),
                club.type !== 'wedge' && club.loft !== null ? `${club.loft}°` : null,
                club.shaftFlex ? flexLabel(t, club.shaftFlex) : null,
              ].filter(Boolean);
              return (
                <li
                  key={club.id}
                  className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold">{clubLabel(t, club)}</span>
                    <span className="truncate text-sm text-fg-muted">
                      {details.length > 0
                        ? details.join(' · ')
                        : !club.notes && club.performance.averageDistance === null && t('bag:noDetails')}
                    </span>
                    {club.notes && <span className="text-sm text-fg-muted italic">{club.notes}</span>}
                  </span>
                  {club.performance.averageDistance !== null && (
                    <span className="shrink-0 text-lg font-bold tabular-nums">
                      {distanceOf(club.performance.averageDistance)}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
