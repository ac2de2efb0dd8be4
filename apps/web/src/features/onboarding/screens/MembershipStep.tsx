import { clsx } from 'clsx';
import Building2 from 'lucide-react/icons/building-complex';
import Check from 'lucide-react/icons/check';
import CircleOff from 'lucide-react/icons/circle-off';
import Search from 'lucide-react/icons/search';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { FormMessage } from '../components/FormMessage';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import { CLUB_QUERY_MIN_LENGTH, useClubSearch } from '../queries';

/** The search waits this long after typing stops. */
const SEARCH_DEBOUNCE_MS = 300;

interface Selection {
  id: string | null;
  name: string | null;
}

/**
 * `/welcome/membership` (skippable): the home club, found with the clubs search, or "not a member".
 * The choices are radio buttons: the chosen club, "none", then the results of the search.
 */
export function MembershipStep() {
  const { t } = useT();
  const { draft, complete, skip } = useOnboardingStep('membership');
  const [selection, setSelection] = useState<Selection>({
    id: draft.data.membership,
    name: draft.data.membershipName,
  });
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
  const search = useClubSearch(debounced);
  const radioName = useId();
  const searchId = useId();
  const isSearchable = debounced.trim().length >= CLUB_QUERY_MIN_LENGTH;
  const results = isSearchable ? (search.data ?? []) : [];
  // The chosen club stays on top only while the search does not list it (on return, or after a new search):
  // picking a result never moves it under the pointer.
  const isSelectionListed = results.some((club) => club.id === selection.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete({ membership: selection.id, membershipName: selection.name });
  };

  const option = (value: Selection, title: string, detail: ReactNode, icon: ReactNode) => (
    <label
      key={value.id ?? 'none'}
      className={clsx(
        'relative flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface p-3 transition-colors hover:border-brand/50',
        'has-[:checked]:border-primary has-[:checked]:bg-fairway',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
      )}
    >
      <input
        type="radio"
        name={radioName}
        checked={selection.id === value.id}
        onChange={() => setSelection(value)}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-fairway text-brand"
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="line-clamp-2 font-semibold text-pretty">{title}</span>
        {detail && <span className="line-clamp-1 text-sm text-fg-muted">{detail}</span>}
      </span>
      {selection.id === value.id && <Check aria-hidden="true" className="size-5 shrink-0 text-brand" />}
    </label>
  );

  return (
    <OnboardingFrame
      step="membership"
      completed={draft.completed}
      title={t('onboarding:membership.title')}
      description={t('onboarding:membership.description')}
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor={searchId} className="text-sm font-semibold">
          {t('onboarding:membership.search')}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of submitting the step.
              if (event.key === 'Enter') {
                event.preventDefault();
                setDebounced(query);
              }
            }}
            autoComplete="off"
            aria-describedby={`${searchId}-hint`}
            className="h-12 w-full rounded-xl border border-line bg-surface pr-3 pl-10 text-base"
          />
        </div>
        <div id={`${searchId}-hint`} aria-live="polite" className="mt-2 min-h-5 text-sm text-fg-muted">
          {!isSearchable ? (
            t('onboarding:membership.searchHint')
          ) : search.isError ? (
            <FormMessage tone="error">{t('onboarding:membership.failed')}</FormMessage>
          ) : search.isFetching ? (
            <FormMessage tone="info">{t('onboarding:membership.searching')}</FormMessage>
          ) : search.data && search.data.length === 0 ? (
            t('onboarding:membership.noResults', { query: debounced.trim() })
          ) : null}
        </div>

        <fieldset className="mt-3 min-w-0">
          <legend className="sr-only">{t('onboarding:membership.results')}</legend>
          <div className="flex flex-col gap-2">
            {selection.id &&
              !isSelectionListed &&
              option(selection, selection.name ?? selection.id, null, <Building2 className="size-5" />)}
            {option(
              { id: null, name: null },
              t('onboarding:membership.none'),
              null,
              <CircleOff className="size-5" />,
            )}
            {results.map((club) =>
              option(
                { id: club.id, name: club.name },
                club.name,
                [club.city, club.countryName].filter(Boolean).join(', '),
                <Building2 className="size-5" />,
              ),
            )}
          </div>
        </fieldset>

        <StepActions onSkip={skip} />
      </form>
    </OnboardingFrame>
  );
}
