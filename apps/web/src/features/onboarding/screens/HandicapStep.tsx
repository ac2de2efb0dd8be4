import { clsx } from 'clsx';
import Delete from 'lucide-react/icons/delete';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../components/FormMessage';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import {
  KEYPAD_LAYOUT,
  confirmHandicap,
  initialKeypad,
  isKeyEnabled,
  isPlus,
  pressKey,
  previewHandicap,
  typeText,
  type KeypadKey,
  type KeypadState,
} from '../model/handicap-keypad';

type Alert = 'plus_handicap_too_high' | 'handicap_out_of_range';

const ALERT_KEYS = {
  plus_handicap_too_high: 'onboarding:handicap.plus_handicap_too_high',
  handicap_out_of_range: 'onboarding:handicap.handicap_out_of_range',
} as const;

/**
 * `/welcome/handicap` (skippable): the handicap keypad of games-and-profiles.md §5. The keys build values
 * the keypad allows (0–54, plus up to +7); the field also takes typed text, judged on Next, where a plus
 * handicap over +10 or any invalid value raises the spec's alerts. "No handicap" answers null.
 */
export function HandicapStep() {
  const { t } = useT();
  const { draft, complete, skip } = useOnboardingStep('handicap');
  const [keypad, setKeypad] = useState<KeypadState>(() => initialKeypad(draft.data.handicap));
  const [alert, setAlert] = useState<Alert | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const preview = previewHandicap(keypad.text);

  const press = (key: KeypadKey) => {
    setKeypad((state) => pressKey(state, key));
    setAlert(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = confirmHandicap(keypad.text);
    if (result.ok) {
      complete({ handicap: result.value });
      return;
    }
    setAlert(result.error);
    if (result.clearInput) setKeypad(typeText(''));
    field.current?.focus();
  };

  return (
    <OnboardingFrame
      step="handicap"
      completed={draft.completed}
      title={t('onboarding:handicap.title')}
      description={t('onboarding:handicap.description')}
    >
      <form onSubmit={submit} noValidate>
        <div className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
          <label htmlFor={fieldId} className="text-sm font-semibold text-fg-muted">
            {t('onboarding:handicap.label')}
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              ref={field}
              id={fieldId}
              value={keypad.text}
              onChange={(event) => {
                setKeypad(typeText(event.target.value));
                setAlert(null);
              }}
              onFocus={(event) => event.target.select()}
              // The keypad is the phone's keyboard here; a physical keyboard still types.
              inputMode="none"
              autoComplete="off"
              placeholder="0"
              aria-invalid={alert ? true : undefined}
              aria-describedby={`${fieldId}-status`}
              className={clsx(
                'h-16 min-w-0 flex-1 rounded-2xl border bg-bg px-4 text-4xl font-extrabold tracking-tight tabular-nums',
                alert ? 'border-danger' : 'border-line',
              )}
            />
            <button
              type="button"
              onClick={() => press('backspace')}
              disabled={!isKeyEnabled(keypad, 'backspace')}
              aria-label={t('onboarding:handicap.delete')}
              className="flex size-16 shrink-0 items-center justify-center rounded-2xl text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-40"
            >
              <Delete aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div id={`${fieldId}-status`} aria-live="polite" className="mt-2 min-h-5">
            {alert ? (
              <FormMessage tone="error" role="alert">
                {t(ALERT_KEYS[alert])}
              </FormMessage>
            ) : preview ? (
              <p className="text-sm font-medium text-brand">
                {t('onboarding:handicap.preview', { value: preview })}
              </p>
            ) : null}
          </div>

          <div
            role="group"
            aria-label={t('onboarding:handicap.keypad')}
            className="mt-3 grid grid-cols-3 gap-2"
          >
            {KEYPAD_LAYOUT.map((key) => (
              <KeypadButton
                key={key}
                keypadKey={key}
                disabled={!isKeyEnabled(keypad, key)}
                pressed={key === '+' ? isPlus(keypad) : undefined}
                onPress={press}
              />
            ))}
          </div>
        </div>

        <p className="mt-4 text-sm text-fg-muted text-pretty">{t('onboarding:handicap.noHandicapHint')}</p>
        <StepActions onSkip={skip}>
          <Button variant="secondary" size="lg" onClick={() => complete({ handicap: null })}>
            {t('onboarding:handicap.noHandicap')}
          </Button>
        </StepActions>
      </form>
    </OnboardingFrame>
  );
}

function KeypadButton({
  keypadKey,
  disabled,
  pressed,
  onPress,
}: {
  keypadKey: KeypadKey;
  disabled: boolean;
  pressed: boolean | undefined;
  onPress: (key: KeypadKey) => void;
}) {
  const { t } = useT();
  const label =
    keypadKey === '+'
      ? t('onboarding:handicap.plus')
      : keypadKey === '.'
        ? t('onboarding:handicap.decimal')
        : undefined;
  return (
    <button
      type="button"
      onClick={() => onPress(keypadKey)}
      disabled={disabled}
      aria-label={label}
      aria-pressed={pressed}
      className={clsx(
        'h-14 rounded-2xl text-2xl font-semibold tabular-nums transition-colors select-none active:scale-[0.98] disabled:opacity-35',
        pressed
          ? 'bg-primary text-on-primary hover:bg-primary-hover'
          : 'bg-surface-muted text-fg hover:bg-fairway disabled:hover:bg-surface-muted',
      )}
    >
      {keypadKey === '.' ? '.' : keypadKey}
    </button>
  );
}
