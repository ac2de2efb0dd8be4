import type { ProfileDetails, SocialPlatform } from '@fairway/contract';
import { DESCRIPTION_MAX_LENGTH, SOCIAL_PLATFORMS, TEE_COLORS } from '@fairway/contract';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCircle from 'lucide-react/icons/circle-check';
import { useEffect, useId, useMemo, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { TextField, countryOptions } from '../../onboarding';
import { HandicapField } from '../components/HandicapField';
import {
  bodyOf,
  formOf,
  golfStartYears,
  isChanged,
  problemsOf,
  type EditForm,
  type FieldProblem,
} from '../model/edit-form';
import {
  SAVED_STATE_MS,
  canSave,
  nextSaveBarState,
  type SaveBarEvent,
  type SaveBarState,
} from '../model/save-bar';
import { useProfileDetails, useUpdateProfile } from '../queries';
import { TEE_KEYS } from './Profile';

const SOCIAL_KEYS = {
  facebook: 'profiles:social.facebook',
  instagram: 'profiles:social.instagram',
  youtube: 'profiles:social.youtube',
  linkedin: 'profiles:social.linkedin',
  twitter: 'profiles:social.twitter',
  tiktok: 'profiles:social.tiktok',
} as const satisfies Record<SocialPlatform, string>;

const PROBLEM_KEYS = {
  first_name_required: 'errors:first_name_required',
  last_name_required: 'errors:last_name_required',
  description_too_long: 'errors:description_too_long',
  invalid_handicap: 'errors:invalid_handicap',
  invalid_social_link: 'errors:invalid_social_link',
} as const satisfies Record<FieldProblem, string>;

const SOCIAL_EXAMPLES: Record<SocialPlatform, string> = {
  facebook: 'https://facebook.com/…',
  instagram: 'https://instagram.com/…',
  youtube: 'https://youtube.com/@…',
  linkedin: 'https://linkedin.com/in/…',
  twitter: 'https://x.com/…',
  tiktok: 'https://tiktok.com/@…',
};

/** `/settings/edit-profile`: every field of the profile, saved through the save bar (games-and-profiles.md §4). */
export function EditProfile() {
  const { t } = useT();
  const { profile } = useSession();
  const details = useProfileDetails(profile?.username);
  useDocumentTitle(t('profiles:edit.title'), t('common:appName'));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 pt-4 pb-16">
      <div className="flex items-center gap-2">
        <Link
          to="/settings"
          aria-label={t('profiles:edit.back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="text-2xl font-extrabold">{t('profiles:edit.title')}</h1>
      </div>
      {details.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {details.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {t('profiles:cantLoad')}
        </p>
      )}
      {/* Filled once: a save's reload of the profile does not reset what is being edited. */}
      {details.data && <EditProfileForm key={details.data.profile.userId} details={details.data} />}
    </div>
  );
}

function EditProfileForm({ details }: { details: ProfileDetails }) {
  const { t, i18n } = useT();
  const { refresh } = useSession();
  // What the server holds: the loaded profile, then each saved form.
  const [initial, setInitial] = useState<EditForm>(() => formOf(details.profile));
  const [form, setForm] = useState<EditForm>(initial);
  const [saveBar, dispatch] = useReducer(
    (state: SaveBarState, event: SaveBarEvent) => nextSaveBarState(state, event),
    'initial',
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const problems = problemsOf(form);
  const changed = isChanged(form, initial);
  const valid = Object.keys(problems).length === 0;
  const computed = details.handicapSource === 'computed';
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const years = useMemo(() => golfStartYears(), []);
  const ids = { description: useId(), country: useId(), year: useId(), tee: useId() };

  useEffect(() => {
    if (saveBar !== 'success') return;
    const timer = setTimeout(() => {
      dispatch('elapsed');
      // The names in the menus follow once the save bar is back to its initial state.
      void refresh();
    }, SAVED_STATE_MS);
    return () => clearTimeout(timer);
  }, [saveBar, refresh]);

  const set = <K extends keyof EditForm>(key: K, value: EditForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setServerError(null);
  };
  const problem = (field: string) => {
    const code = problems[field];
    return code ? t(PROBLEM_KEYS[code]) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave(saveBar, changed, valid)) return;
    dispatch('submit');
    setServerError(null);
    try {
      await update.mutateAsync(bodyOf(form));
      setInitial(form);
      dispatch('saved');
    } catch (error) {
      dispatch('failed');
      setServerError(
        error instanceof ApiError && error.status === 400
          ? t(errorMessageKey(error))
          : t('profiles:edit.failed'),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <Section title={t('profiles:edit.sections.about')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profiles:edit.firstName')}
            value={form.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            autoComplete="given-name"
            error={problem('firstName')}
          />
          <TextField
            label={t('profiles:edit.lastName')}
            value={form.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            autoComplete="family-name"
            error={problem('lastName')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.description} className="text-sm font-semibold">
            {t('profiles:edit.description')}
          </label>
          <textarea
            id={ids.description}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
            rows={4}
            aria-describedby={`${ids.description}-count`}
            aria-invalid={problems.description ? true : undefined}
            className={clsx(
              'w-full rounded-xl border bg-surface px-3.5 py-2.5 text-base',
              problems.description ? 'border-danger' : 'border-line',
            )}
          />
          <p id={`${ids.description}-count`} className="text-right text-xs text-fg-muted">
            {problem('description') ??
              t('profiles:edit.characters', { count: form.description.length, max: DESCRIPTION_MAX_LENGTH })}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.country} className="text-sm font-semibold">
            {t('profiles:edit.country')}
          </label>
          <select
            id={ids.country}
            value={form.countryCode}
            onChange={(event) => set('countryCode', event.target.value)}
            className="h-12 rounded-xl border border-line bg-surface px-3"
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <Choice
          legend={t('profiles:edit.sex')}
          value={String(form.sex)}
          options={[
            { value: '1', label: t('profiles:sex.man') },
            { value: '2', label: t('profiles:sex.woman') },
            { value: '0', label: t('profiles:sex.unset') },
          ]}
          onChange={(value) => set('sex', Number(value) as EditForm['sex'])}
        />
      </Section>

      <Section title={t('profiles:edit.sections.golf')}>
        {computed && (
          <p className="rounded-xl bg-surface-muted p-3 text-sm">{t('profiles:edit.handicapComputed')}</p>
        )}
        <HandicapField
          value={form.handicap}
          onChange={(value) => set('handicap', value)}
          error={problem('handicap')}
          disabled={computed}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.year} className="text-sm font-semibold">
              {t('profiles:edit.golfStartYear')}
            </label>
            <select
              id={ids.year}
              value={form.golfStartYear ?? ''}
              onChange={(event) =>
                set('golfStartYear', event.target.value === '' ? null : Number(event.target.value))
              }
              className="h-12 rounded-xl border border-line bg-surface px-3"
            >
              <option value="">{t('profiles:edit.notSaid')}</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.tee} className="text-sm font-semibold">
              {t('profiles:edit.tee')}
            </label>
            <select
              id={ids.tee}
              value={form.tee ?? ''}
              onChange={(event) =>
                set('tee', event.target.value === '' ? null : (event.target.value as EditForm['tee']))
              }
              className="h-12 rounded-xl border border-line bg-surface px-3"
            >
              <option value="">{t('profiles:edit.notSaid')}</option>
              {TEE_COLORS.map((color) => (
                <option key={color} value={color}>
                  {t(TEE_KEYS[color])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Choice
          legend={t('profiles:edit.dexterity')}
          value={form.dexterity ?? ''}
          options={[
            { value: 'right', label: t('profiles:dexterity.right') },
            { value: 'left', label: t('profiles:dexterity.left') },
          ]}
          onChange={(value) => set('dexterity', value as EditForm['dexterity'])}
        />
      </Section>

      <Section title={t('profiles:edit.sections.links')}>
        {SOCIAL_PLATFORMS.map((platform) => (
          <TextField
            key={platform}
            type="url"
            inputMode="url"
            label={t(SOCIAL_KEYS[platform])}
            placeholder={SOCIAL_EXAMPLES[platform]}
            value={form.socialLinks[platform]}
            onChange={(event) => set('socialLinks', { ...form.socialLinks, [platform]: event.target.value })}
            error={problem(`socialLinks.${platform}`)}
          />
        ))}
      </Section>

      <SaveBar
        state={saveBar}
        changed={changed}
        canSave={canSave(saveBar, changed, valid)}
        error={serverError}
        onCancel={() => {
          setForm(initial);
          setServerError(null);
        }}
      />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Choice({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4',
              'has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-on-primary',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              'border-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The save bar: unsaved changes with cancel and save, "updating profile…" while saving, then "changes saved". */
function SaveBar({
  state,
  changed,
  canSave: enabled,
  error,
  onCancel,
}: {
  state: SaveBarState;
  changed: boolean;
  canSave: boolean;
  error: string | null;
  onCancel: () => void;
}) {
  const { t } = useT();
  const message =
    state === 'saving'
      ? t('profiles:saveBar.saving')
      : state === 'success'
        ? t('profiles:saveBar.saved')
        : changed
          ? t('profiles:saveBar.unsaved')
          : t('profiles:saveBar.noChanges');
  return (
    <div className="sticky bottom-4 z-20">
      <div
        className={clsx(
          'flex flex-wrap items-center gap-3 rounded-2xl border p-3 shadow-lg',
          state === 'success' ? 'border-primary bg-surface' : 'border-line bg-surface',
        )}
        data-state={state}
      >
        <p role="status" className="mr-auto flex min-w-0 items-center gap-2 text-sm font-semibold">
          {state === 'saving' && <Spinner />}
          {state === 'success' && <CheckCircle aria-hidden="true" className="size-5 text-brand" />}
          {message}
        </p>
        {error && (
          <p role="alert" className="w-full text-sm text-danger sm:order-last">
            {error}
          </p>
        )}
        <Button variant="ghost" type="button" onClick={onCancel} disabled={!changed || state === 'saving'}>
          {t('profiles:saveBar.cancel')}
        </Button>
        <Button type="submit" disabled={!enabled}>
          {t('profiles:saveBar.save')}
        </Button>
      </div>
    </div>
  );
}
