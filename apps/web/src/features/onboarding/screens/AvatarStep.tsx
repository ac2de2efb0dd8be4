import { clsx } from 'clsx';
import Check from 'lucide-react/icons/check';
import ImagePlus from 'lucide-react/icons/image-plus';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useApi } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { FormMessage } from '../components/FormMessage';
import { OnboardingFrame, STEP_TITLE_ID } from '../components/OnboardingFrame';
import { StepActions } from '../components/StepActions';
import { useOnboardingStep } from '../hooks/use-onboarding-step';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_MEGABYTES,
  AVATAR_PROBLEM_KEYS,
  avatarFileProblem,
  avatarUploadProblem,
  isUploadedImageUrl,
  type AvatarUploadProblem,
} from '../model/avatar-upload';
import { PRESET_AVATARS } from '../model/avatars';
import { uploadAvatar } from '../queries';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'done' }
  /** `attempt` tells one failure from the next, so the same message is announced again. */
  | { status: 'failed'; problem: AvatarUploadProblem; attempt: number };

/** The look shared by every choice: a round tile, ringed and ticked when its radio is checked. */
function AvatarChoice({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      title={title}
      className={clsx(
        'group relative cursor-pointer rounded-full p-1 transition-transform hover:scale-[1.03]',
        'ring-2 ring-transparent has-[:checked]:ring-primary',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        className,
      )}
    >
      {children}
      <span className="sr-only">{title}</span>
      <span
        aria-hidden="true"
        className="absolute right-0 bottom-0 flex size-6 items-center justify-center rounded-full bg-primary text-on-primary opacity-0 shadow group-has-[:checked]:opacity-100"
      >
        <Check className="size-4" />
      </span>
    </label>
  );
}

/**
 * `/welcome/avatar` (skippable): one of the eight preset avatars or the golfer's own photo, as one radio
 * group. A photo is checked on the device (type, size), uploaded at once, and then offered as a choice
 * and chosen; its URL is the step's answer exactly as a preset's path is.
 */
export function AvatarStep() {
  const { t } = useT();
  const api = useApi();
  const { draft, save, complete, skip } = useOnboardingStep('avatar');
  const [imageUrl, setImageUrl] = useState<string | null>(draft.data.imageUrl);
  // The uploaded photo stays on offer after a preset is picked, until another upload replaces it.
  const [photoUrl, setPhotoUrl] = useState<string | null>(() =>
    isUploadedImageUrl(draft.data.imageUrl) ? draft.data.imageUrl : null,
  );
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const attempts = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const name = useId();
  const hintId = useId();
  const isUploading = upload.status === 'uploading';

  // Leaving the step (Skip, Back) cancels an upload under way.
  useEffect(() => () => inFlight.current?.abort(), []);

  const fail = (problem: AvatarUploadProblem) => {
    attempts.current += 1;
    setUpload({ status: 'failed', problem, attempt: attempts.current });
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that picking the same file again (after a failure) is a change too.
    event.target.value = '';
    if (!file || isUploading) return;
    const problem = avatarFileProblem(file) ?? (navigator.onLine ? null : 'offline');
    if (problem) return fail(problem);

    setUpload({ status: 'uploading' });
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const image = await uploadAvatar(file, api, controller.signal);
      setPhotoUrl(image.url);
      setImageUrl(image.url);
      // Kept on the device at once: a reload must not lose a photo already uploaded.
      save({ imageUrl: image.url });
      setUpload({ status: 'done' });
    } catch (error) {
      if (!controller.signal.aborted) fail(avatarUploadProblem(error));
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isUploading) complete({ imageUrl });
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
              <AvatarChoice key={avatar.id} title={t(avatar.labelKey)}>
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
              </AvatarChoice>
            ))}
          </div>

          <div className="mt-6 flex items-center gap-4 rounded-2xl border border-dashed border-line p-4">
            {photoUrl ? (
              <AvatarChoice
                title={t('onboarding:avatar.photo')}
                className={clsx('w-16 shrink-0 sm:w-24', isUploading && 'opacity-60')}
              >
                <input
                  type="radio"
                  name={name}
                  value={photoUrl}
                  checked={imageUrl === photoUrl}
                  onChange={() => setImageUrl(photoUrl)}
                  className="sr-only"
                />
                <img
                  src={photoUrl}
                  alt=""
                  width={96}
                  height={96}
                  className="aspect-square w-full rounded-full bg-surface-muted object-cover"
                />
              </AvatarChoice>
            ) : (
              <span
                aria-hidden="true"
                className="flex aspect-square w-16 shrink-0 items-center justify-center rounded-full bg-surface-muted text-fg-muted sm:w-24"
              >
                {isUploading ? (
                  <Loader2 className="size-6 motion-safe:animate-spin sm:size-7" />
                ) : (
                  <ImagePlus className="size-6 sm:size-7" />
                )}
              </span>
            )}

            <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
              {/* The native file input, visually hidden inside its label: a real control for keyboards and screen readers. */}
              {/* Shaped like a secondary Button, but its label may wrap: a phone leaves it little room. */}
              <label
                className={clsx(
                  'inline-flex min-h-11 max-w-full cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 py-2',
                  'text-sm font-semibold text-fg transition-colors hover:bg-surface-muted',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  isUploading && 'cursor-wait opacity-60',
                )}
              >
                <input
                  type="file"
                  accept={AVATAR_ACCEPT}
                  onChange={(event) => void pickFile(event)}
                  // Not `disabled`: that would drop the keyboard focus in the middle of the upload.
                  aria-disabled={isUploading}
                  onClick={(event) => isUploading && event.preventDefault()}
                  aria-describedby={hintId}
                  className="sr-only"
                />
                <ImagePlus aria-hidden="true" className="size-4 shrink-0" />
                {photoUrl ? t('onboarding:avatar.uploadAnother') : t('onboarding:avatar.upload')}
              </label>
              <p id={hintId} className="text-sm text-fg-muted">
                {t('onboarding:avatar.uploadHint', { megabytes: AVATAR_MAX_MEGABYTES })}
              </p>
              <div role="status" className="empty:-mt-2">
                {upload.status === 'uploading' && (
                  <FormMessage tone="info">{t('onboarding:avatar.uploading')}</FormMessage>
                )}
                {upload.status === 'done' && (
                  <FormMessage tone="success">{t('onboarding:avatar.uploaded')}</FormMessage>
                )}
              </div>
              {upload.status === 'failed' && (
                <FormMessage key={upload.attempt} tone="error" role="alert">
                  {t(AVATAR_PROBLEM_KEYS[upload.problem], { megabytes: AVATAR_MAX_MEGABYTES })}
                </FormMessage>
              )}
            </div>
          </div>
        </fieldset>

        <StepActions onSkip={skip} nextDisabled={isUploading} />
      </form>
    </OnboardingFrame>
  );
}
