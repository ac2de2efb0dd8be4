import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import type { SocialProvider } from '../../../lib/public-config';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { startSocialSignIn } from '../auth-api';
import { FormAlert } from './FormAlert';

const LABELS = {
  sign: { google: 'auth:social.google', apple: 'auth:social.apple' },
  continue: { google: 'auth:social.continueGoogle', apple: 'auth:social.continueApple' },
} as const;

/** Google's "G", in its colours (its sign-in guidelines ask for the mark on the button). */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** Apple's mark, in the text colour (black on light, white on dark), as its guidelines allow. */
function AppleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
      <path d="M16.37 12.6c-.02-2.33 1.9-3.45 1.99-3.5-1.08-1.59-2.77-1.8-3.37-1.83-1.43-.15-2.8.85-3.53.85-.73 0-1.85-.83-3.04-.81-1.56.02-3.01.91-3.81 2.31-1.63 2.82-.42 6.99 1.17 9.28.78 1.12 1.7 2.38 2.91 2.33 1.17-.05 1.61-.75 3.02-.75 1.41 0 1.81.75 3.04.73 1.26-.02 2.05-1.14 2.82-2.27.89-1.3 1.25-2.56 1.27-2.62-.03-.01-2.44-.94-2.47-3.72zM14.06 5.74c.64-.78 1.08-1.86.96-2.94-.93.04-2.05.62-2.71 1.39-.6.69-1.12 1.79-.98 2.85 1.03.08 2.09-.53 2.73-1.3z" />
    </svg>
  );
}

/** §8: the error's own message, or the generic "sign-in failed". */
function socialErrorKey(error: unknown) {
  const key = errorMessageKey(error);
  return key === 'errors:unknown_error' ? 'auth:social.failed' : key;
}

export interface SocialButtonsProps {
  /** The providers the server has set up (GET /api/config); no button for the others. */
  providers: readonly SocialProvider[];
  /** "Sign in with…" (the phone landing) or "Continue with…" (the sign-in screen). */
  wording?: keyof typeof LABELS;
  size?: 'md' | 'lg';
}

/**
 * Google and Apple sign-in (platform.md §2.1). A button asks the server for the provider's page and goes
 * there; the provider comes back to /auth/callback. A failure says so under the buttons.
 */
export function SocialButtons({ providers, wording = 'continue', size = 'md' }: SocialButtonsProps) {
  const { t } = useT();
  const api = useApi();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const start = useMutation({
    mutationFn: (provider: SocialProvider) => startSocialSignIn(api, provider),
    onMutate: (provider) => setPending(provider),
    onSuccess: (url) => window.location.assign(url),
    onError: () => setPending(null),
  });
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          size={size}
          className="w-full"
          disabled={pending !== null}
          onClick={() => start.mutate(provider)}
        >
          {pending === provider ? <Spinner /> : provider === 'google' ? <GoogleMark /> : <AppleMark />}
          {t(LABELS[wording][provider])}
        </Button>
      ))}
      {start.isError && (
        <FormAlert tone="error" focusOnShow>
          {t(socialErrorKey(start.error))}
        </FormAlert>
      )}
    </div>
  );
}
