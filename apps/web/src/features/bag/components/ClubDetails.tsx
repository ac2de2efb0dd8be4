import type { Brand } from '@fairway/contract';
import { SHAFT_FLEXES, WEDGE_LOFTS } from '@fairway/golf';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useDistanceUnits } from '../../../lib/preferences';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { clubLabel } from '../model/club-label';
import type { DraftClub } from '../model/draft';
import { isDistanceValid } from '../model/draft';
import { useBrands } from '../queries';
import { flexLabel } from './BagGroups';

const FIELD = 'h-11 w-full rounded-xl border border-line bg-bg px-3 text-fg';
const LABEL = 'text-sm font-semibold';

/** The details of one chosen club: brand (searched), model, loft, shaft flex, notes and average distance. */
export function ClubDetails({
  club,
  onChange,
  onRemove,
}: {
  club: DraftClub;
  onChange: (club: DraftClub) => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const label = clubLabel(t, club);
  const units = useDistanceUnits();
  const distanceValid = isDistanceValid(club.averageDistance, units);
  const set = (fields: Partial<DraftClub>) => onChange({ ...club, ...fields });

  return (
    <details className="group rounded-2xl border border-line bg-surface">
      <summary className="flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2">
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold">{label}</span>
          <span className="truncate text-sm text-fg-muted">
            {[club.brandName, club.modelName].filter(Boolean).join(' ') || t('bag:noDetails')}
          </span>
        </span>
      </summary>
      <div className="grid gap-3 border-t border-line p-4 sm:grid-cols-2">
        <BrandField
          club={club}
          onPick={(brand) => set({ brandId: brand?.id ?? null, brandName: brand?.name ?? null })}
        />
        <label className="flex flex-col gap-1">
          <span className={LABEL}>{t('bag:fields.model')}</span>
          <input
            className={FIELD}
            value={club.modelName}
            maxLength={80}
            onChange={(event) => set({ modelName: event.target.value })}
          />
        </label>
        {club.type === 'wedge' ? (
          <label className="flex flex-col gap-1">
            <span className={LABEL}>{t('bag:fields.loft')}</span>
            <select
              className={FIELD}
              value={club.loft ?? ''}
              onChange={(event) => set({ loft: Number(event.target.value) })}
            >
              {WEDGE_LOFTS.map((loft) => (
                <option key={loft} value={loft}>
                  {clubLabel(t, { type: 'wedge', clubNumber: null, loft })}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="flex flex-col gap-1">
            <span className={LABEL}>{t('bag:fields.loft')}</span>
            <input
              className={FIELD}
              type="number"
              inputMode="decimal"
              min={0}
              max={90}
              step={0.5}
              value={club.loft ?? ''}
              onChange={(event) =>
                set({ loft: event.target.value === '' ? null : Number(event.target.value) })
              }
            />
          </label>
        )}
        <label className="flex flex-col gap-1">
          <span className={LABEL}>{t('bag:fields.flex')}</span>
          <select
            className={FIELD}
            value={club.shaftFlex ?? ''}
            onChange={(event) => set({ shaftFlex: (event.target.value || null) as DraftClub['shaftFlex'] })}
          >
            <option value="">{t('bag:fields.noFlex')}</option>
            {SHAFT_FLEXES.map((flex) => (
              <option key={flex} value={flex}>
                {flexLabel(t, flex)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className={LABEL}>
            {units === 'yards' ? t('bag:fields.distanceYards') : t('bag:fields.distance')}
          </span>
          <input
            className={FIELD}
            inputMode="numeric"
            pattern="[0-9]*"
            value={club.averageDistance}
            aria-invalid={!distanceValid}
            aria-describedby={`${id}-distance`}
            onChange={(event) => set({ averageDistance: event.target.value })}
          />
          <span
            id={`${id}-distance`}
            className={distanceValid ? 'text-sm text-fg-muted' : 'text-sm text-danger'}
          >
            {units === 'yards' ? t('bag:fields.distanceHintYards') : t('bag:fields.distanceHint')}
          </span>
        </label>
        <label className="flex flex-col gap-1 sm:col-span-2">
          <span className={LABEL}>{t('bag:fields.notes')}</span>
          <textarea
            className="min-h-20 w-full rounded-xl border border-line bg-bg px-3 py-2 text-fg"
            value={club.notes}
            maxLength={500}
            onChange={(event) => set({ notes: event.target.value })}
          />
        </label>
        <div className="sm:col-span-2">
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-danger hover:bg-surface-muted"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('bag:remove', { club: label })}
          </button>
        </div>
      </div>
    </details>
  );
}

/** The brand of a club: a search (debounced 300 ms, clubs-and-social.md §5) and the matching brands to pick. */
function BrandField({ club, onPick }: { club: DraftClub; onPick: (brand: Brand | null) => void }) {
  const { t } = useT();
  const id = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const brands = useBrands(query);
  const options = brands.data ?? [];
  const current = club.brandId !== null && !options.some((brand) => brand.id === club.brandId);

  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={`${id}-search`} className={LABEL}>
        {t('bag:fields.brandSearch')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={FIELD}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={`${id}-brand`}
      />
      <label htmlFor={`${id}-brand`} className={`${LABEL} mt-1`}>
        {t('bag:fields.brand')}
      </label>
      <select
        id={`${id}-brand`}
        className={FIELD}
        value={club.brandId ?? ''}
        onChange={(event) => {
          const picked = options.find((brand) => brand.id === Number(event.target.value));
          onPick(picked ?? null);
        }}
      >
        <option value="">
          {options.length === 0 && query ? t('bag:fields.noBrandFound') : t('bag:fields.noBrand')}
        </option>
        {current && <option value={club.brandId ?? ''}>{club.brandName}</option>}
        {options.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </select>
    </div>
  );
}
