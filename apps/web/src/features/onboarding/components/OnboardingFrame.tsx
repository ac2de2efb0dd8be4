import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../ui/use-document-title';
import {
  ONBOARDING_STEPS,
  entryRedirect,
  previousStep,
  progressOf,
  stepPath,
  type OnboardingStep,
} from '../model/steps';

/** The id of each step's heading: its question labels the step's choices. */
export const STEP_TITLE_ID = 'onboarding-step-title';

export interface OnboardingFrameProps {
  step: OnboardingStep;
  completed: ReadonlySet<OnboardingStep>;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * The frame of every onboarding step: a way back, the progress bar across the eight steps, and the
 * step's question as its heading, which takes focus on arrival so a screen reader starts there. A step
 * reached before the ones it depends on sends the user to where they left off.
 */
export function OnboardingFrame({ step, completed, title, description, children }: OnboardingFrameProps) {
  const { t } = useT();
  const { current, total } = progressOf(step);
  const progressText = t('onboarding:progress', { current, total });
  useDocumentTitle(`${t('onboarding:documentTitle')} (${current}/${total})`, t('common:appName'));
  const heading = useRef<HTMLHeadingElement>(null);
  const redirect = entryRedirect(step, completed);

  useEffect(() => {
    if (!redirect) heading.current?.focus();
  }, [step, redirect]);

  if (redirect) return <Navigate to={redirect} replace />;
  const previous = previousStep(step);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 pt-4 pb-12 sm:px-6 sm:pt-8">
      <div className="flex h-10 items-center gap-3">
        {previous ? (
          <Link
            to={stepPath(previous)}
            className="-ml-2 inline-flex h-10 shrink-0 items-center gap-1 rounded-full px-2 text-sm font-medium text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('onboarding:back')}
          </Link>
        ) : null}
        <div
          role="progressbar"
          aria-label={t('onboarding:progressLabel')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={current}
          aria-valuetext={progressText}
          className="flex flex-1 gap-1.5"
        >
          {ONBOARDING_STEPS.map((each, index) => (
            <span
              key={each}
              className={clsx(
                'h-1.5 flex-1 rounded-full transition-colors',
                index < current ? 'bg-primary' : 'bg-line',
              )}
            />
          ))}
        </div>
      </div>
      <p aria-hidden="true" className="mt-6 text-xs font-semibold tracking-wide text-brand uppercase">
        {progressText}
      </p>
      <h1
        id={STEP_TITLE_ID}
        ref={heading}
        tabIndex={-1}
        className="mt-1.5 text-2xl font-extrabold tracking-tight text-balance focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {description && <p className="mt-2 text-fg-muted text-pretty">{description}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
