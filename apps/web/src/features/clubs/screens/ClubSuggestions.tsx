import type { ClubSuggestion } from '@fairway/contract';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import Inbox from 'lucide-react/icons/inbox';
import RotateCw from 'lucide-react/icons/rotate-cw';
import X from 'lucide-react/icons/x';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AMENITY_DISPLAY } from '../components/AmenityList';
import { clubPath } from '../model/club-links';
import {
  suggestionChanges,
  type ChangeValue,
  type ClubField,
  type SuggestionChange,
} from '../model/suggestion-changes';
import { RATING_LABELS } from '../model/club-edit';
import {
  useAccountFacts,
  useClub,
  usePendingSuggestions,
  useReviewSuggestion,
  type SuggestionDecision,
} from '../queries';

const FIELD_LABELS = {
  name: 'clubs:edit.fields.name',
  address: 'clubs:detail.address',
  zip: 'clubs:edit.fields.zip',
  city: 'clubs:edit.fields.city',
  phone: 'clubs:detail.phone',
  email: 'clubs:detail.email',
  websiteUrl: 'clubs:detail.website',
  description: 'clubs:detail.about',
  latitude: 'clubs:edit.fields.latitude',
  longitude: 'clubs:edit.fields.longitude',
  clubMembership: 'clubs:detail.membership',
  architect: 'clubs:detail.architect',
  thumbnail: 'clubs:edit.fields.thumbnail',
} as const satisfies Record<ClubField, string>;

/**
 * `/c/suggestions` (admins): the corrections golfers suggested, oldest first, each with the club's current values
 * beside the suggested ones, to accept (applied to the club) or reject. A reviewed suggestion leaves the list at
 * once; it comes back if the server refuses.
 */
export function ClubSuggestions() {
  const { t } = useT();
  const account = useAccountFacts();
  const isAdmin = account.data?.isAdmin === true;
  const pending = usePendingSuggestions(isAdmin);
  const review = useReviewSuggestion();
  useDocumentTitle(t('clubs:suggestions.title'), t('common:appName'));

  const decide = (suggestion: ClubSuggestion, decision: SuggestionDecision) =>
    review.mutate(
      { suggestion, decision },
      {
        onSuccess: () =>
          toast.success(
            decision === 'accept'
              ? t('clubs:suggestions.accepted', { club: suggestion.clubName })
              : t('clubs:suggestions.rejected', { club: suggestion.clubName }),
          ),
        onError: (error) => toast.error(t(errorMessageKey(error))),
      },
    );

  let body;
  if (account.isPending || (isAdmin && pending.isPending)) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('clubs:suggestions.loading')} className="size-8 text-brand" />
      </div>
    );
  } else if (!isAdmin) {
    body = <Notice text={t('clubs:suggestions.adminsOnly')} />;
  } else if (pending.isError || !pending.data) {
    body = (
      <Notice text={t('clubs:suggestions.loadFailed')} alert>
        <Button onClick={() => void pending.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('clubs:retry')}
        </Button>
      </Notice>
    );
  } else if (pending.data.suggestions.length === 0) {
    body = <Notice text={t('clubs:suggestions.empty')} />;
  } else {
    body = (
      <ul aria-label={t('clubs:suggestions.listLabel')} className="flex flex-col gap-4">
        {pending.data.suggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <SuggestionCard suggestion={suggestion} onDecide={(decision) => decide(suggestion, decision)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5 md:px-8 md:py-8">
      <header className="flex items-start gap-3">
        <Link
          to="/menu"
          aria-label={t('clubs:suggestions.back')}
          title={t('clubs:suggestions.back')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight">{t('clubs:suggestions.title')}</h1>
          <p className="text-fg-muted">{t('clubs:suggestions.intro')}</p>
        </div>
      </header>
      <div aria-live="polite" className="sr-only">
        {pending.data ? t('clubs:suggestions.count', { count: pending.data.suggestions.length }) : ''}
      </div>
      {body}
    </div>
  );
}

function Notice({ text, alert = false, children }: { text: string; alert?: boolean; children?: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-surface px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="size-8 text-fg-muted" />
      <p role={alert ? 'alert' : undefined} className="text-fg-muted">
        {text}
      </p>
      {children}
    </section>
  );
}

function SuggestionCard({
  suggestion,
  onDecide,
}: {
  suggestion: ClubSuggestion;
  onDecide: (decision: SuggestionDecision) => void;
}) {
  const { t, i18n } = useT();
  const club = useClub(suggestion.clubSlug);
  const headingId = useId();
  const rows = suggestionChanges(suggestion.changes, club.data);
  const sent = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(suggestion.createdAt),
  );

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-4 md:p-6"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="min-w-0 text-lg font-bold">
          <Link to={clubPath(suggestion.clubSlug)} className="underline-offset-4 hover:underline">
            {suggestion.clubName}
          </Link>
        </h2>
        <p className="text-sm text-fg-muted">{t('clubs:suggestions.sent', { date: sent })}</p>
      </header>

      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">
          {t('clubs:suggestions.changesOf', { club: suggestion.clubName })}
        </caption>
        <thead>
          <tr className="border-b border-line text-left text-fg-muted">
            <th scope="col" className="w-[34%] py-2 pr-2 font-medium">
              {t('clubs:suggestions.field')}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('clubs:suggestions.current')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('clubs:suggestions.proposed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line align-top last:border-0">
              <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
                {labelOf(row, t)}
              </th>
              <td className="py-2 pr-2 break-words text-fg-muted">{valueOf(row, row.current, t)}</td>
              <td className="py-2 font-semibold break-words">{valueOf(row, row.proposed, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {suggestion.note && (
        <blockquote className="rounded-2xl bg-surface-muted px-4 py-3 text-sm">
          <p className="mb-1 font-medium text-fg-muted">{t('clubs:suggestions.note')}</p>
          <p className="whitespace-pre-line break-words">{suggestion.note}</p>
        </blockquote>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => onDecide('reject')}
          aria-label={t('clubs:suggestions.rejectFor', { club: suggestion.clubName })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('clubs:suggestions.reject')}
        </Button>
        <Button
          onClick={() => onDecide('accept')}
          aria-label={t('clubs:suggestions.acceptFor', { club: suggestion.clubName })}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('clubs:suggestions.accept')}
        </Button>
      </div>
    </article>
  );
}

function labelOf(row: SuggestionChange, t: ReturnType<typeof useT>['t']): string {
  switch (row.kind) {
    case 'field':
      return t(FIELD_LABELS[row.field]);
    case 'amenity':
      return t(AMENITY_DISPLAY[row.amenity].labelKey);
    case 'rating':
      return row.teeName
        ? t('clubs:suggestions.teeRating', { tee: row.teeName, rating: t(RATING_LABELS[row.rating]) })
        : t(RATING_LABELS[row.rating]);
  }
}

/** A value as the table shows it: "…" while the club loads, "empty", yes/no, the membership's words, or the text. */
function valueOf(row: SuggestionChange, value: ChangeValue, t: ReturnType<typeof useT>['t']): ReactNode {
  if (value === undefined) return <span aria-label={t('clubs:suggestions.unknown')}>…</span>;
  if (value === null || value === '')
    return <span className="italic">{t('clubs:suggestions.emptyValue')}</span>;
  if (typeof value === 'boolean') return value ? t('clubs:suggestions.yes') : t('clubs:suggestions.no');
  if (row.kind === 'field' && row.field === 'clubMembership')
    return value === 'required'
      ? t('clubs:detail.membershipRequired')
      : t('clubs:detail.membershipNotRequired');
  return String(value);
}
