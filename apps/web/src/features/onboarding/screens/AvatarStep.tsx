import { clsx } from 'clsx';
import { Check, ImagePlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { OnboardingFrame, STEP_TITLE_ID } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import { PRESET_AVATARS } from '../model/avatars';

/**
 * `/welcome/avatar` (skippable): one of the eight preset avatars, as radio buttons. Uploading a photo
 * waits for the media endpoint; the button says so rather than pretending.
 */
export function AvatarStep() {
  const { t } = useT();
  const { draft, complete, skip } = useOnboardingStep('avatar');
  const [imageUrl, setImageUrl] = useState<string | null>(draft.data.imageUrl);
  const name = useId();
  const uploadNoteId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete({ imageUrl });
  };

  return (
    <OnboardingFrame
      step="avatar"
      completed={draft.completed}
      title={t('onboarding:avatar.title')}
      description={t('onboarding:avatar.description')}
    >
      <form onSubmit={submit} noValidate>
        <fieldset aria-labelledby={STEP_TITLE_ID} className="min-w-0">
          <div className="grid grid-cols-4 gap-3 sm:gap-4">
            {PRESET_AVATARS.map((avatar) => (
              <label
                key={avatar.id}
                title={t(avatar.labelKey)}
                className={clsx(
                  'group relative cursor-pointer rounded-full p-1 transition-transform hover:scale-[1.03]',
                  'ring-2 ring-transparent has-[:checked]:ring-primary',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={avatar.src}
                  checked={imageUrl === avatar.src}
                  onChange={() => setImageUrl(avatar.src)}
                  className="sr-only"
                />
                <img
                  src={avatar.src}
                  alt=""
                  width={96}
                  height={96}
                  className="aspect-square w-full rounded-full"
                />
                <span className="sr-only">{t(avatar.labelKey)}</span>
                <span
                  aria-hidden="true"
                  className="absolute right-0 bottom-0 flex size-6 items-center justify-center rounded-full bg-primary text-on-primary opacity-0 shadow group-has-[:checked]:opacity-100"
                >
                  <Check className="size-4" />
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mt-6 flex flex-col items-start gap-2 rounded-2xl border border-dashed border-line p-4 sm:flex-row sm:items-center">
          <Button variant="secondary" disabled aria-describedby={uploadNoteId}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('onboarding:avatar.upload')}
          </Button>
          <p id={uploadNoteId} className="text-sm text-fg-muted">
            {t('onboarding:avatar.uploadSoon')}
          </p>
        </div>

        <StepActions onSkip={skip} />
      </form>
    </OnboardingFrame>
  );
}
