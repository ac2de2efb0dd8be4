import AtSign from 'lucide-react/icons/at-sign';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { CreatingProfile } from '../components/CreatingProfile';
import { FormMessage } from '../components/FormMessage';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import { useUsernameCheck } from '../hooks/use-username-check';
import { clearDraft } from '../model/draft';
import { errorKeyOf, usernameMessage } from '../model/messages';
import { firstMissingStep, profileBodyOf, stepOfError } from '../model/profile-body';
import { stepPath, type OnboardingStep } from '../model/steps';
import { remainingLoaderMs } from '../model/tips';
import { canCreate, normaliseUsername } from '../model/username-check';
import { createProfile } from '../queries';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * `/welcome/username`, the last step: the name is checked as it is typed (500 ms after typing stops) and
 * Create is enabled only for a name verified available. Creating shows the loader with tips, waits for
 * the API (and at least 3 s), refreshes the session and opens the dashboard. A name taken meanwhile
 * (409) is shown as taken here.
 */
export function UsernameStep() {
  const { t } = useT();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const { draft, save } = useOnboardingStep('username');
  const [text, setText] = useState(draft.data.username);
  const { check, refuse } = useUsernameCheck(text);
  const [isCreating, setIsCreating] = useState(false);
  const [failure, setFailure] = useState<{ code: string; step: OnboardingStep | null } | null>(null);
  const [isNotVerified, setIsNotVerified] = useState(false);
  const fieldId = useId();
  const message = usernameMessage(check);
  const isReady = canCreate(check, text);

  const finish = async () => {
    clearDraft();
    await refresh();
    void navigate('/dashboard', { replace: true });
  };

  const create = async () => {
    const data = { ...draft.data, username: normaliseUsername(text) };
    const missing = firstMissingStep(data);
    if (missing && missing !== 'username') {
      void navigate(stepPath(missing));
      return;
    }
    setFailure(null);
    setIsCreating(true);
    const started = Date.now();
    try {
      await createProfile(profileBodyOf(data));
      await wait(remainingLoaderMs(Date.now() - started));
      await finish();
    } catch (error) {
      const code: string = error instanceof ApiError ? error.code : 'unknown_error';
      // The account already has a profile (another tab finished first): nothing left to do here.
      if (code === 'conflict') {
        await finish();
        return;
      }
      setIsCreating(false);
      if (code === 'username_already_used' || code === 'username_forbidden') refuse(data.username, code);
      else setFailure({ code, step: stepOfError(code) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReady) {
      setIsNotVerified(true);
      return;
    }
    void create();
  };

  return (
    <OnboardingFrame
      step="username"
      completed={draft.completed}
      title={t('onboarding:username.title')}
      description={t('onboarding:username.description')}
    >
      {isCreating && <CreatingProfile />}
      <form onSubmit={submit} noValidate>
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {t('onboarding:username.label')}
        </label>
        <div className="relative mt-1.5">
          <AtSign
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            id={fieldId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              save({ username: event.target.value });
              setIsNotVerified(false);
              setFailure(null);
            }}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={message?.tone === 'error' ? true : undefined}
            aria-describedby={`${fieldId}-status`}
            className="h-12 w-full rounded-xl border border-line bg-surface pr-3 pl-10 text-base"
          />
        </div>
        <div id={`${fieldId}-status`} aria-live="polite" className="mt-2 flex min-h-5 flex-col gap-2">
          {message &&
            (message.tone === 'success' ? (
              <FormMessage tone="success">{t(message.key, { username: message.username })}</FormMessage>
            ) : (
              <FormMessage tone={message.tone}>{t(message.key)}</FormMessage>
            ))}
          {isNotVerified && !isReady && (
            <FormMessage tone="error" role="alert">
              {t('onboarding:username.notVerified')}
            </FormMessage>
          )}
        </div>
        {failure && (
          <div role="alert" className="mt-4 rounded-xl border border-danger/40 p-3">
            <FormMessage tone="error">{t(errorKeyOf(failure.code))}</FormMessage>
            {failure.step && failure.step !== 'username' && (
              <Link
                to={stepPath(failure.step)}
                className="mt-2 inline-block text-sm font-semibold text-brand underline underline-offset-4"
              >
                {t('onboarding:username.fix')}
              </Link>
            )}
          </div>
        )}
        <StepActions nextLabel={t('onboarding:username.create')} nextDisabled={!isReady || isCreating} />
      </form>
    </OnboardingFrame>
  );
}
