import type { Golfer, Guest, UserSuggestion } from '@fairway/contract';
import { formatHandicap } from '@fairway/golf';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import Check from 'lucide-react/icons/check';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import UserPlus from 'lucide-react/icons/user-plus';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFriendRecommendations, useFriendsList } from '../../friends';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { validateGuestForm, type GuestFormProblem, type GuestFormValues } from '../model/guest-form';
import { playerFromGolfer, playerFromGuest, type DraftPlayer } from '../model/round-setup';
import { MIN_SEARCH_LENGTH, useGolferSearch } from '../picker-queries';
import { useCreateGuest, useGuests } from '../queries';
import { EmptyNote } from './ClubStep';
import { inputClasses } from './controls';
import { PlayerAvatar } from './PlayerAvatar';
import { Sheet } from './Sheet';

const GUEST_PROBLEMS = {
  name_required: 'games:addPlayer.nameRequired',
  invalid_email: 'games:addPlayer.invalidEmail',
  plus_handicap_too_high: 'games:addPlayer.plusTooHigh',
  handicap_out_of_range: 'games:addPlayer.handicapInvalid',
} as const satisfies Record<GuestFormProblem, string>;

export interface AddPlayerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The players already in the round (shown as added). */
  players: readonly DraftPlayer[];
  /** Free slots left; the sheet closes itself when the last one is taken. */
  freeSlots: number;
  onAdd: (player: DraftPlayer) => void;
}

/**
 * Adds a player: a golfer found by name or username (2+ characters, debounced), an existing guest, or a new
 * guest (name required, handicap by the keypad rules, email optional). Friends are not listed yet: the
 * friends list does not exist in the API.
 */
export function AddPlayerSheet({ open, onOpenChange, players, freeSlots, onAdd }: AddPlayerSheetProps) {
  const { t } = useT();
  const [tab, setTab] = useState<'golfers' | 'guests'>('golfers');
  const keys = new Set(players.map((player) => player.key));
  const add = (player: DraftPlayer) => {
    onAdd(player);
    if (freeSlots <= 1) onOpenChange(false);
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('games:addPlayer.title')}
      description={t('games:players.count', { count: players.length, max: 4 })}
      closeLabel={t('games:common.close')}
    >
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as 'golfers' | 'guests')}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('games:addPlayer.title')}
          className="flex gap-1 rounded-full bg-surface-muted p-1"
        >
          {(['golfers', 'guests'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex min-h-10 flex-1 items-center justify-center rounded-full px-3 text-sm font-semibold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm"
            >
              {value === 'golfers' ? t('games:addPlayer.golfers') : t('games:addPlayer.guests')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="golfers">
          <GolferSearch addedKeys={keys} onAdd={(golfer) => add(playerFromGolfer(golfer))} />
        </Tabs.Content>
        <Tabs.Content value="guests">
          <GuestPicker addedKeys={keys} onAdd={(guest) => add(playerFromGuest(guest))} />
        </Tabs.Content>
      </Tabs.Root>
    </Sheet>
  );
}

function GolferSearch({
  addedKeys,
  onAdd,
}: {
  addedKeys: ReadonlySet<string>;
  onAdd: (golfer: UserSuggestion) => void;
}) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query).trim();
  const search = useGolferSearch(debounced);
  const inputId = useId();
  const searching = debounced.length >= MIN_SEARCH_LENGTH;
  const known = useKnownGolfers();
  const golfers = searching ? (search.data ?? []) : known;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('games:addPlayer.search')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          enterKeyHint="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('games:addPlayer.searchPlaceholder')}
          className={clsx(inputClasses, 'pl-10')}
        />
      </div>
      <p role="status" className="px-1 text-sm text-fg-muted">
        {!searching
          ? t('games:addPlayer.typeMore')
          : search.isError
            ? t(errorMessageKey(search.error))
            : search.isSuccess && golfers.length === 0
              ? t('games:addPlayer.noPlayers')
              : search.isPending
                ? t('games:addPlayer.searching')
                : ''}
      </p>
      {golfers.length > 0 && (
        <ul
          aria-label={searching ? t('games:addPlayer.golfers') : t('games:addPlayer.known')}
          className="flex flex-col divide-y divide-line"
        >
          {golfers.map((golfer) => (
            <PersonRow
              key={golfer.id}
              name={golfer.name || golfer.username}
              detail={`@${golfer.username} · ${t('games:players.handicap', { handicap: formatHandicap(golfer.handicap) })}`}
              imageUrl={golfer.imageUrl}
              added={addedKeys.has(`user:${golfer.id}`)}
              onAdd={() => onAdd(golfer)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Before anything is typed: the golfer's friends, then the golfers they played with lately who are not friends yet
 * (the friends feature's recommendations for rounds together), each once.
 */
function useKnownGolfers(): UserSuggestion[] {
  const friends = useFriendsList();
  const recommendations = useFriendRecommendations();
  const asSuggestion = (golfer: Golfer): UserSuggestion => ({
    id: golfer.userId,
    name: `${golfer.firstName} ${golfer.lastName}`.trim(),
    username: golfer.username,
    imageUrl: golfer.imageUrl,
    handicap: golfer.handicap,
  });
  const partners = (recommendations.data ?? []).filter((golfer) => golfer.reason === 'played_together');
  return [...(friends.data?.friends ?? []), ...partners].map(asSuggestion);
}

function PersonRow({
  name,
  detail,
  imageUrl,
  isGuest = false,
  added,
  onAdd,
}: {
  name: string;
  detail: string;
  imageUrl: string | null;
  isGuest?: boolean;
  added: boolean;
  onAdd: () => void;
}) {
  const { t } = useT();
  return (
    <li className="flex items-center gap-3 py-2.5">
      <PlayerAvatar name={name} imageUrl={imageUrl} isGuest={isGuest} className="size-10 text-sm" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{name}</span>
        <span className="truncate text-sm text-fg-muted">{detail}</span>
      </span>
      {added ? (
        <span className="inline-flex items-center gap-1 px-2 text-sm font-semibold text-fg-muted">
          <Check aria-hidden="true" className="size-4" />
          {t('games:addPlayer.added')}
        </span>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={onAdd}
          aria-label={t('games:addPlayer.addName', { name })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('games:addPlayer.add')}
        </Button>
      )}
    </li>
  );
}

function GuestPicker({
  addedKeys,
  onAdd,
}: {
  addedKeys: ReadonlySet<string>;
  onAdd: (guest: Guest) => void;
}) {
  const { t } = useT();
  const guests = useGuests();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {creating ? (
        <GuestForm
          onCancel={() => setCreating(false)}
          onCreated={(guest) => {
            setCreating(false);
            onAdd(guest);
          }}
        />
      ) : (
        <Button variant="secondary" className="w-full" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('games:addPlayer.newGuest')}
        </Button>
      )}
      {guests.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('games:common.loading')} className="text-brand" />
        </div>
      ) : guests.isError ? (
        <EmptyNote>{t(errorMessageKey(guests.error))}</EmptyNote>
      ) : guests.data.length === 0 ? (
        !creating && <EmptyNote>{t('games:addPlayer.noGuests')}</EmptyNote>
      ) : (
        <ul aria-label={t('games:addPlayer.yourGuests')} className="flex flex-col divide-y divide-line">
          {guests.data.map((guest) => (
            <PersonRow
              key={guest.id}
              name={guest.name}
              detail={`${t('games:players.guest')} · ${t('games:players.handicap', { handicap: formatHandicap(guest.handicap) })}`}
              imageUrl={null}
              isGuest
              added={addedKeys.has(`guest:${guest.id}`)}
              onAdd={() => onAdd(guest)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function GuestForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (guest: Guest) => void }) {
  const { t } = useT();
  const createGuest = useCreateGuest();
  const ids = { name: useId(), handicap: useId(), email: useId(), handicapHint: useId() };
  const form = useForm<GuestFormValues>({
    defaultValues: { name: '', handicap: '', email: '' },
    resolver: (values) => {
      const result = validateGuestForm(values);
      if (result.ok) return { values, errors: {} };
      return {
        values: {},
        errors: Object.fromEntries(
          Object.entries(result.errors).map(([field, problem]) => [
            field,
            { type: 'validate', message: problem },
          ]),
        ),
      };
    },
  });
  const { errors } = form.formState;
  const problem = (field: keyof GuestFormValues) => {
    const message = errors[field]?.message as GuestFormProblem | undefined;
    return message ? t(GUEST_PROBLEMS[message]) : null;
  };

  return (
    <form
      noValidate
      aria-label={t('games:addPlayer.newGuest')}
      onSubmit={(event) => {
        // The sheet sits inside other forms' pages: keep the submit here.
        event.stopPropagation();
        void form.handleSubmit((values) => {
          const result = validateGuestForm(values);
          if (result.ok) createGuest.mutate(result.guest, { onSuccess: onCreated });
        })(event);
      }}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-bg p-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.name} className="font-medium">
          {t('games:addPlayer.guestName')}
        </label>
        <input
          id={ids.name}
          type="text"
          autoComplete="off"
          maxLength={50}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${ids.name}-error` : undefined}
          className={inputClasses}
          {...form.register('name')}
        />
        {problem('name') && (
          <p id={`${ids.name}-error`} role="alert" className="text-sm font-medium text-danger">
            {problem('name')}
          </p>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.handicap} className="font-medium">
            {t('games:addPlayer.guestHandicap')}
          </label>
          <input
            id={ids.handicap}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            maxLength={5}
            aria-invalid={Boolean(errors.handicap)}
            aria-describedby={errors.handicap ? `${ids.handicap}-error` : ids.handicapHint}
            className={inputClasses}
            {...form.register('handicap')}
          />
          {problem('handicap') ? (
            <p id={`${ids.handicap}-error`} role="alert" className="text-sm font-medium text-danger">
              {problem('handicap')}
            </p>
          ) : (
            <p id={ids.handicapHint} className="text-sm text-fg-muted">
              {t('games:addPlayer.guestHandicapHint')}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.email} className="font-medium">
            {t('games:addPlayer.guestEmail')}{' '}
            <span className="font-normal text-fg-muted">({t('games:settings.optional')})</span>
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="off"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${ids.email}-error` : undefined}
            className={inputClasses}
            {...form.register('email')}
          />
          {problem('email') && (
            <p id={`${ids.email}-error`} role="alert" className="text-sm font-medium text-danger">
              {problem('email')}
            </p>
          )}
        </div>
      </div>
      {createGuest.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t(errorMessageKey(createGuest.error))}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('games:common.cancel')}
        </Button>
        <Button type="submit" disabled={createGuest.isPending}>
          {createGuest.isPending && <Spinner className="size-4" />}
          {t('games:addPlayer.createGuest')}
        </Button>
      </div>
    </form>
  );
}
