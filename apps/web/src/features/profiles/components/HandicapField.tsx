import { clsx } from 'clsx';
import Delete from 'lucide-react/icons/delete';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import { KEYPAD_LAYOUT, isKeyEnabled, isPlus, pressKey, typeText, type KeypadKey } from '../../onboarding';

/**
 * The handicap keypad of games-and-profiles.md §5 in the edit form: the field takes typed text too; a plus
 * handicap is entered with "+"; `null` is "no handicap". The keypad's rules are onboarding's (one model).
 */
export function HandicapField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const none = value === null;
  const state = typeText(value ?? '');
  const press = (key: KeypadKey) => onChange(pressKey(state, key).text);

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 font-semibold">{t('profiles:edit.handicap')}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={none}
          onChange={(event) => onChange(event.target.checked ? null : '')}
          className="size-5 accent-[var(--primary)]"
        />
        {t('profiles:edit.noHandicap')}
      </label>
      {!none && (
        <>
          <div className="flex items-center gap-2">
            <label htmlFor={id} className="sr-only">
              {t('profiles:edit.handicap')}
            </label>
            <input
              id={id}
              value={value}
              onChange={(event) => onChange(typeText(event.target.value).text)}
              inputMode="none"
              autoComplete="off"
              placeholder="0"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={clsx(
                'h-14 w-40 rounded-2xl border bg-bg px-4 text-3xl font-extrabold tabular-nums',
                error ? 'border-danger' : 'border-line',
              )}
            />
            <button
              type="button"
              onClick={() => press('backspace')}
              disabled={!isKeyEnabled(state, 'backspace')}
              aria-label={t('onboarding:handicap.delete')}
              className="flex size-12 items-center justify-center rounded-2xl text-fg-muted hover:bg-surface-muted disabled:opacity-40"
            >
              <Delete aria-hidden="true" className="size-5" />
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
          <div
            role="group"
            aria-label={t('onboarding:handicap.keypad')}
            className="grid max-w-72 grid-cols-3 gap-2"
          >
            {KEYPAD_LAYOUT.map((key) => (
              <button
                key={key}
                type="button"
                onClick={() => press(key)}
                disabled={!isKeyEnabled(state, key)}
                aria-pressed={key === '+' ? isPlus(state) : undefined}
                aria-label={
                  key === '+'
                    ? t('onboarding:handicap.plus')
                    : key === '.'
                      ? t('onboarding:handicap.decimal')
                      : key === 'backspace'
                        ? t('onboarding:handicap.delete')
                        : undefined
                }
                className={clsx(
                  'h-11 rounded-xl text-xl font-semibold tabular-nums disabled:opacity-35',
                  key === '+' && isPlus(state)
                    ? 'bg-primary text-on-primary'
                    : 'bg-surface-muted text-fg hover:bg-fairway',
                )}
              >
                {key === 'backspace' ? <Delete aria-hidden="true" className="mx-auto size-5" /> : key}
              </button>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
