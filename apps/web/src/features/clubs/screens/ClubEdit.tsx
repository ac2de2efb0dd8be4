import { ClubEditBody, type ClubDetail } from '@fairway/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Info from 'lucide-react/icons/info';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AMENITY_DISPLAY } from '../components/AmenityList';
import { ClubLoadError } from '../components/ClubLoadError';
import { AMENITY_ORDER } from '../model/amenities';
import {
  EDIT_TABS,
  RATING_FIELDS,
  RATING_LABELS,
  editChanges,
  editValuesOf,
  hasChanges,
  tabOfField,
  type ClubEditValues,
  type EditTab,
} from '../model/club-edit';
import { clubPath } from '../model/club-links';
import { useAccountFacts, useClub, useEditClub, useSuggestCorrection } from '../queries';

// This screen validates with the contract's schema, so that the form refuses what the server would: it is the
// one clubs screen that loads zod, in its own chunk.

const TAB_LABELS = {
  general: 'clubs:edit.tabs.general',
  courses: 'clubs:edit.tabs.courses',
  amenities: 'clubs:edit.tabs.amenities',
  advanced: 'clubs:edit.tabs.advanced',
} as const satisfies Record<EditTab, string>;

/** The message of a field the schema refused, by the field's last name. */
const FIELD_ERRORS = {
  name: 'errors:club_name_required',
  email: 'errors:invalid_email',
  latitude: 'errors:invalid_location',
  longitude: 'errors:invalid_location',
  websiteUrl: 'clubs:edit.invalidUrl',
  thumbnail: 'clubs:edit.invalidUrl',
  courseCr: 'clubs:edit.invalidRating',
  courseCrW: 'clubs:edit.invalidRating',
  courseSlope: 'clubs:edit.invalidSlope',
  courseSlopeW: 'clubs:edit.invalidSlope',
} as const;
type FieldErrorKey = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS] | 'clubs:edit.tooLong';

function errorKeyOf(field: string): FieldErrorKey {
  return (FIELD_ERRORS as Record<string, FieldErrorKey>)[field] ?? 'clubs:edit.tooLong';
}

/**
 * Club edit, `/c/edit/{id or slug}` (clubs-and-social.md §2): general, courses (tee ratings), amenities and
 * advanced tabs. An admin saves (`POST /golf-clubs/{id}`); anyone else sends the same changes as a suggested
 * correction with a note. The client cannot know for sure who is an admin before asking: a 403 on save
 * turns the form into a suggestion, keeping what was typed.
 */
export function ClubEdit() {
  const { t } = useT();
  const { courseId } = useParams();
  const club = useClub(courseId);
  const account = useAccountFacts();
  useDocumentTitle(t('clubs:edit.title'), t('common:appName'));

  if (club.isPending || account.isPending) {
    return (
      <div className="flex justify-center px-6 py-24">
        <Spinner label={t('clubs:detail.loading')} className="size-8 text-brand" />
      </div>
    );
  }
  if (club.isError) return <ClubLoadError error={club.error} onRetry={() => void club.refetch()} />;
  return <EditForm key={club.data.id} club={club.data} isAdmin={account.data?.isAdmin ?? false} />;
}

function EditForm({ club, isAdmin }: { club: ClubDetail; isAdmin: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'edit' | 'suggest'>(isAdmin ? 'edit' : 'suggest');
  const [refused, setRefused] = useState(false);
  const [tab, setTab] = useState<EditTab>('general');
  const [note, setNote] = useState('');
  const form = useForm<ClubEditValues>({ defaultValues: editValuesOf(club) });
  const { errors } = form.formState;
  const edit = useEditClub(club.id);
  const suggest = useSuggestCorrection(club.id);
  const isBusy = edit.isPending || suggest.isPending;
  const backTo = clubPath(club.slug);

  const submit = (values: ClubEditValues) => {
    const changes = editChanges(club, values);
    if (!hasChanges(changes)) {
      toast.info(t('clubs:edit.nothingChanged'));
      return;
    }
    const parsed = ClubEditBody.safeParse(changes);
    if (!parsed.success) {
      let firstTab: EditTab | null = null;
      for (const issue of parsed.error.issues) {
        const [head, index, leaf] = issue.path.map(String);
        if (!head) continue;
        const teeId = head === 'tees' ? changes.tees?.[Number(index)]?.teeId : undefined;
        const path = (teeId && leaf ? `tees.${teeId}.${leaf}` : head) as FieldPath<ClubEditValues>;
        form.setError(path, { message: errorKeyOf(leaf ?? head) });
        firstTab ??= tabOfField(issue.path.join('.'));
      }
      if (firstTab) setTab(firstTab);
      return;
    }
    if (mode === 'edit') {
      edit.mutate(parsed.data, {
        onSuccess: () => {
          toast.success(t('clubs:edit.saved'));
          void navigate(backTo);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) {
            setMode('suggest');
            setRefused(true);
            return;
          }
          toast.error(t('clubs:edit.saveFailed'));
        },
      });
    } else {
      suggest.mutate(
        { changes: parsed.data, note: note.trim() },
        {
          onSuccess: () => {
            toast.success(t('clubs:edit.suggestionSent'));
            void navigate(backTo);
          },
          onError: () => toast.error(t('clubs:edit.suggestionFailed')),
        },
      );
    }
  };

  const fieldError = (path: FieldPath<ClubEditValues>): string | undefined => {
    const message = path
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        errors,
      ) as { message?: string } | undefined;
    return message?.message ? t(message.message as FieldErrorKey) : undefined;
  };

  const text = (name: FieldPath<ClubEditValues>, label: string, options: Partial<InputOptions> = {}) => (
    <TextInput label={label} error={fieldError(name)} registration={form.register(name)} {...options} />
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5 md:px-8 md:py-8">
      <header className="flex items-start gap-3">
        <Link
          to={backTo}
          aria-label={t('clubs:edit.back')}
          title={t('clubs:edit.back')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight">
            {mode === 'edit' ? t('clubs:edit.title') : t('clubs:edit.suggestTitle')}
          </h1>
          <p className="truncate text-fg-muted">{club.name}</p>
        </div>
      </header>

      {mode === 'suggest' && (
        <div
          role={refused ? 'alert' : undefined}
          className="flex gap-3 rounded-2xl bg-accent px-4 py-3 text-sm text-on-accent"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{refused ? t('clubs:edit.refused') : t('clubs:edit.suggestIntro')}</p>
        </div>
      )}

      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as EditTab)}
          className="flex flex-col gap-4"
        >
          <Tabs.List aria-label={t('clubs:edit.tabs.label')} className="grid grid-cols-4 gap-1 md:flex">
            {EDIT_TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="h-10 min-w-0 rounded-full border border-line px-1 text-xs font-semibold md:px-4 md:text-sm text-fg-muted hover:bg-surface-muted data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-on-primary"
              >
                {t(TAB_LABELS[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          {/* forceMount: every field stays registered (and validated) whichever tab is shown. */}
          <Tabs.Content value="general" forceMount className="data-[state=inactive]:hidden">
            <Card>
              {text('name', t('clubs:edit.fields.name'), { autoComplete: 'organization' })}
              {text('address', t('clubs:detail.address'), { autoComplete: 'street-address' })}
              <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
                {text('zip', t('clubs:edit.fields.zip'), { autoComplete: 'postal-code' })}
                {text('city', t('clubs:edit.fields.city'), { autoComplete: 'address-level2' })}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {text('phone', t('clubs:detail.phone'), { type: 'tel', autoComplete: 'tel' })}
                {text('email', t('clubs:detail.email'), { type: 'email', autoComplete: 'email' })}
              </div>
              {text('websiteUrl', t('clubs:detail.website'), { type: 'url', placeholder: 'https://' })}
              <TextArea
                label={t('clubs:detail.about')}
                error={fieldError('description')}
                registration={form.register('description')}
              />
            </Card>
          </Tabs.Content>

          <Tabs.Content value="courses" forceMount className="data-[state=inactive]:hidden">
            <div className="flex flex-col gap-4">
              <p className="text-sm text-fg-muted">{t('clubs:edit.ratingsIntro')}</p>
              {club.courses.length === 0 && (
                <Card>
                  <p className="text-fg-muted">{t('clubs:detail.noCourses')}</p>
                </Card>
              )}
              {club.courses.map((course) => (
                <Card key={course.id} title={course.courseName}>
                  {course.tees.map((tee) => (
                    <fieldset
                      key={tee.teeId}
                      className="flex flex-col gap-3 border-t border-line pt-3 first:border-0 first:pt-0"
                    >
                      <legend className="font-semibold">
                        {tee.teeName}
                        {!tee.rated && (
                          <span className="ml-2 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted">
                            {t('clubs:scorecard.unrated')}
                          </span>
                        )}
                      </legend>
                      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                        {RATING_FIELDS.map((field) =>
                          text(`tees.${tee.teeId}.${field}`, t(RATING_LABELS[field]), {
                            inputMode: 'decimal',
                            ariaLabel: `${tee.teeName}: ${t(RATING_LABELS[field])}`,
                          }),
                        )}
                      </div>
                    </fieldset>
                  ))}
                </Card>
              ))}
            </div>
          </Tabs.Content>

          <Tabs.Content value="amenities" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <fieldset>
                <legend className="mb-3 text-sm text-fg-muted">{t('clubs:edit.amenitiesIntro')}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {AMENITY_ORDER.map((flag) => {
                    const { labelKey, icon: Icon } = AMENITY_DISPLAY[flag];
                    return (
                      <label
                        key={flag}
                        className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2.5 hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-fairway"
                      >
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--primary)]"
                          {...form.register(`amenities.${flag}`)}
                        />
                        <Icon aria-hidden="true" className="size-4 text-brand" />
                        <span className="text-sm font-medium">{t(labelKey)}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </Card>
          </Tabs.Content>

          <Tabs.Content value="advanced" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <div className="grid gap-4 sm:grid-cols-2">
                {text('latitude', t('clubs:edit.fields.latitude'), { inputMode: 'decimal' })}
                {text('longitude', t('clubs:edit.fields.longitude'), { inputMode: 'decimal' })}
              </div>
              <SelectInput
                label={t('clubs:detail.membership')}
                registration={form.register('clubMembership')}
                options={[
                  ['', t('clubs:edit.membershipUnknown')],
                  ['required', t('clubs:detail.membershipRequired')],
                  ['not_required', t('clubs:detail.membershipNotRequired')],
                ]}
              />
              {text('architect', t('clubs:detail.architect'))}
              {text('thumbnail', t('clubs:edit.fields.thumbnail'), { type: 'url', placeholder: 'https://' })}
            </Card>
          </Tabs.Content>
        </Tabs.Root>

        {mode === 'suggest' && (
          <Card>
            <NoteInput value={note} onChange={setNote} />
          </Card>
        )}

        <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-line bg-bg/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
          <Button variant="secondary" asChild className="flex-1 md:flex-none">
            <Link to={backTo}>{t('clubs:edit.cancel')}</Link>
          </Button>
          <Button type="submit" disabled={isBusy} className="flex-1 md:flex-none">
            {isBusy && <Spinner />}
            {mode === 'edit' ? t('clubs:edit.save') : t('clubs:edit.sendSuggestion')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-4 md:p-6">
      {title && <h2 className="text-lg font-bold">{title}</h2>}
      {children}
    </section>
  );
}

interface InputOptions {
  type: string;
  autoComplete: string;
  inputMode: 'decimal' | 'text';
  placeholder: string;
  label: string;
  /** A fuller accessible name than the visible label (a tee's rating fields repeat their labels). */
  ariaLabel: string;
}

const inputClasses = (error: string | undefined) =>
  clsx(
    'h-11 w-full rounded-xl border bg-surface px-3 text-base focus-visible:border-ring',
    error ? 'border-danger' : 'border-line',
  );

function TextInput({
  label,
  error,
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ariaLabel,
}: Partial<InputOptions> & {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    // justify-end: side by side in a grid, fields line up even when one label takes two lines.
    <div className="flex flex-col justify-end gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses(error)}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function TextArea({
  label,
  error,
  registration,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(inputClasses(error), 'h-auto py-2')}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function SelectInput({
  label,
  registration,
  options,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  options: [string, string][];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} className={inputClasses(undefined)} {...registration}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function NoteInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('clubs:edit.note')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('clubs:edit.notePlaceholder')}
        className={clsx(inputClasses(undefined), 'h-auto py-2')}
      />
    </div>
  );
}
