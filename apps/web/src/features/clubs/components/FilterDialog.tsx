import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import X from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import {
  DEFAULT_MAX_DISTANCE_KM,
  FILTER_AMENITIES,
  MAX_DISTANCE_CHOICES,
  holesChoiceOf,
  holesRange,
  type FilterAmenity,
  type HolesChoice,
  type SearchState,
} from '../model/search';
import type { ClubSort } from '@fairway/contract';

/** The part of the search the filter modal sets. */
export type FilterValues = Pick<
  SearchState,
  'minHoles' | 'maxHoles' | 'maxDistance' | 'amenities' | 'sortBy'
>;

export interface FilterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: SearchState;
  /** Whether a location is known: distance filters and the distance order need one. */
  hasLocation: boolean;
  onApply: (values: FilterValues) => void;
}

const AMENITY_LABELS = {
  restaurant: 'clubs:amenities.restaurant',
  drivingRange: 'clubs:amenities.drivingRange',
  proShop: 'clubs:amenities.proShop',
  rentalCarts: 'clubs:amenities.motorCart',
  puttingGreen: 'clubs:amenities.puttingGreen',
  lockerRooms: 'clubs:amenities.lockers',
} as const satisfies Record<FilterAmenity, string>;

const HOLES_LABELS = {
  any: 'clubs:filters.holesAny',
  '9': 'clubs:filters.holes9',
  '18': 'clubs:filters.holes18',
} as const satisfies Record<HolesChoice, string>;

const SORT_LABELS = {
  distance: 'clubs:filters.sortDistance',
  name: 'clubs:filters.sortName',
  relevance: 'clubs:filters.sortRelevance',
} as const satisfies Record<ClubSort, string>;

/**
 * The filter modal (clubs-and-social.md §2): holes 9 or 18, six amenities, max distance (default 50 km) and the
 * order (default distance). Nothing applies until "Show clubs".
 */
export function FilterDialog({ open, onOpenChange, state, hasLocation, onApply }: FilterDialogProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className={clsx(
            'fixed z-50 flex flex-col bg-surface text-fg shadow-2xl outline-none',
            'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl',
            'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85dvh] md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl',
          )}
        >
          <div className="flex items-center gap-2 border-b border-line px-5 py-3">
            <Dialog.Title className="flex-1 text-lg font-bold tracking-tight">
              {t('clubs:filters.title')}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('clubs:filters.description')}</Dialog.Description>
            <Dialog.Close asChild>
              <IconButton
                label={t('clubs:filters.close')}
                icon={<X aria-hidden="true" className="size-5" />}
              />
            </Dialog.Close>
          </div>
          {/* Mounted only while open: each opening starts from the search as it is. */}
          {open && <FilterForm state={state} hasLocation={hasLocation} onApply={onApply} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FilterForm({ state, hasLocation, onApply }: Omit<FilterDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useT();
  const [holes, setHoles] = useState<HolesChoice>(holesChoiceOf(state));
  const [amenities, setAmenities] = useState<FilterAmenity[]>(state.amenities);
  const [maxDistance, setMaxDistance] = useState<number>(state.maxDistance ?? DEFAULT_MAX_DISTANCE_KM);
  const [sortBy, setSortBy] = useState<ClubSort>(state.sortBy ?? 'distance');
  const sorts: ClubSort[] = state.query ? ['distance', 'name', 'relevance'] : ['distance', 'name'];

  const reset = () => {
    setHoles('any');
    setAmenities([]);
    setMaxDistance(DEFAULT_MAX_DISTANCE_KM);
    setSortBy('distance');
  };

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          ...holesRange(holes),
          amenities,
          maxDistance: maxDistance === DEFAULT_MAX_DISTANCE_KM ? null : maxDistance,
          sortBy: sortBy === 'distance' ? null : sortBy,
        });
      }}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-5 py-5">
        <ChoiceGroup legend={t('clubs:filters.holes')}>
          {(['any', '9', '18'] as const).map((choice) => (
            <Chip
              key={choice}
              type="radio"
              name="holes"
              checked={holes === choice}
              onChange={() => setHoles(choice)}
              label={t(HOLES_LABELS[choice])}
            />
          ))}
        </ChoiceGroup>

        <ChoiceGroup legend={t('clubs:filters.amenities')}>
          {FILTER_AMENITIES.map((amenity) => (
            <Chip
              key={amenity}
              type="checkbox"
              name="amenities"
              checked={amenities.includes(amenity)}
              onChange={(checked) =>
                setAmenities((current) =>
                  checked ? [...current, amenity] : current.filter((item) => item !== amenity),
                )
              }
              label={t(AMENITY_LABELS[amenity])}
            />
          ))}
        </ChoiceGroup>

        <ChoiceGroup
          legend={t('clubs:filters.maxDistance')}
          hint={hasLocation ? undefined : t('clubs:filters.needsLocation')}
        >
          {MAX_DISTANCE_CHOICES.map((km) => (
            <Chip
              key={km}
              type="radio"
              name="maxDistance"
              checked={maxDistance === km}
              disabled={!hasLocation}
              onChange={() => setMaxDistance(km)}
              label={t('clubs:filters.km', { km })}
            />
          ))}
        </ChoiceGroup>

        <ChoiceGroup legend={t('clubs:filters.sort')}>
          {sorts.map((sort) => (
            <Chip
              key={sort}
              type="radio"
              name="sortBy"
              checked={sortBy === sort}
              disabled={sort === 'distance' && !hasLocation}
              onChange={() => setSortBy(sort)}
              label={t(SORT_LABELS[sort])}
            />
          ))}
        </ChoiceGroup>
      </div>
      <div className="flex gap-3 border-t border-line px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="secondary" onClick={reset} className="flex-1">
          {t('clubs:filters.reset')}
        </Button>
        <Button type="submit" className="flex-1">
          {t('clubs:filters.apply')}
        </Button>
      </div>
    </form>
  );
}

function ChoiceGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="mb-2.5 text-sm font-semibold">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-fg-muted">{hint}</p>}
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

interface ChipProps {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

/** A native radio or checkbox drawn as a chip: the input stays in the page for keyboards and readers. */
function Chip({ type, name, checked, disabled = false, label, onChange }: ChipProps) {
  return (
    <label
      className={clsx(
        'relative inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked
          ? 'border-primary bg-primary text-on-primary'
          : 'border-line bg-surface hover:bg-surface-muted',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="sr-only"
      />
      {label}
    </label>
  );
}
