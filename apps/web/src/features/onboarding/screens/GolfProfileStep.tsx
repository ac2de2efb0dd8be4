import { clsx } from 'clsx';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Dumbbell from 'lucide-react/icons/dumbbell';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import MapPinned from 'lucide-react/icons/map-pinned';
import PartyPopper from 'lucide-react/icons/party-popper';
import Sprout from 'lucide-react/icons/sprout';
import TrendingDown from 'lucide-react/icons/trending-down';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { OnboardingFrame, STEP_TITLE_ID } from '../components/OnboardingFrame';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import type { Motivation } from '../model/draft';

const MOTIVATION_CHOICES: readonly {
  value: Motivation;
  Icon: LucideIcon;
  labelKey: `onboarding:golf.${Motivation}`;
}[] = [
  { value: 'learn_basics', Icon: Sprout, labelKey: 'onboarding:golf.learn_basics' },
  { value: 'improve_swing', Icon: Dumbbell, labelKey: 'onboarding:golf.improve_swing' },
  { value: 'lower_handicap', Icon: TrendingDown, labelKey: 'onboarding:golf.lower_handicap' },
  { value: 'track_stats', Icon: ChartColumn, labelKey: 'onboarding:golf.track_stats' },
  { value: 'find_courses', Icon: MapPinned, labelKey: 'onboarding:golf.find_courses' },
  { value: 'casual_fun', Icon: PartyPopper, labelKey: 'onboarding:golf.casual_fun' },
  { value: 'connect_golfers', Icon: Users, labelKey: 'onboarding:golf.connect_golfers' },
  { value: 'stay_active', Icon: HeartPulse, labelKey: 'onboarding:golf.stay_active' },
];

/**
 * `/welcome/golf-profile`: why the user plays. Picking a motivation answers and moves on at once
 * (platform.md §5), so each is a button rather than a radio (arrow keys must not pick one by accident);
 * the current answer is marked pressed.
 */
export function GolfProfileStep() {
  const { t } = useT();
  const { draft, complete } = useOnboardingStep('golf-profile');
  return (
    <OnboardingFrame
      step="golf-profile"
      completed={draft.completed}
      title={t('onboarding:golf.title')}
      description={t('onboarding:golf.description')}
    >
      <ul aria-labelledby={STEP_TITLE_ID} className="grid gap-3 sm:grid-cols-2">
        {MOTIVATION_CHOICES.map(({ value, Icon, labelKey }) => {
          const isCurrent = draft.data.motivation === value;
          return (
            <li key={value}>
              <button
                type="button"
                aria-pressed={isCurrent}
                onClick={() => complete({ motivation: value })}
                className={clsx(
                  'group flex w-full items-center gap-3 rounded-2xl border p-3.5 text-left font-semibold transition-colors',
                  isCurrent
                    ? 'border-primary bg-fairway'
                    : 'border-line bg-surface hover:border-brand/50 hover:bg-surface-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'flex size-10 shrink-0 items-center justify-center rounded-xl',
                    isCurrent ? 'bg-primary text-on-primary' : 'bg-fairway text-brand',
                  )}
                >
                  <Icon className="size-5" />
                </span>
                <span className="flex-1">{t(labelKey)}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-fg-muted transition-transform group-hover:translate-x-0.5"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </OnboardingFrame>
  );
}
