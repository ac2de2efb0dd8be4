import Flag from 'lucide-react/icons/flag';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { currentPlatform } from '../../../lib/platform';
import type { SocialProvider } from '../../../lib/public-config';
import { Button } from '../../../ui/Button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { SocialButtons } from '../components/SocialButtons';
import { useFocusOnArrival } from '../components/use-focus-on-arrival';
import { usePublicConfig } from '../queries';

/**
 * The providers the phone landing offers: Apple on iOS, Google on Android (platform.md §2.1), both in a
 * browser; only those the server has set up.
 */
export function mobileProviders(
  platform: ReturnType<typeof currentPlatform>,
  configured: readonly SocialProvider[],
): SocialProvider[] {
  const wanted: readonly SocialProvider[] =
    platform === 'ios' ? ['apple'] : platform === 'android' ? ['google'] : ['apple', 'google'];
  return wanted.filter((provider) => configured.includes(provider));
}

/** /mobile: the native landing. The platform's sign-in button and "more options" (the full sign-in). */
export function MobileLanding() {
  const { t } = useT();
  useDocumentTitle(t('common:appName'), t('common:appName'));
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const providers = mobileProviders(currentPlatform(), usePublicConfig().data?.socialProviders ?? []);
  return (
    <div className="mx-auto flex min-h-[calc(100dvh-3.5rem)] w-full max-w-sm flex-col justify-between gap-10 px-6 py-12">
      <div className="flex flex-1 flex-col items-center justify-center gap-5 text-center">
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-[1.75rem] bg-primary text-on-primary shadow-lg"
        >
          <Flag className="size-10" />
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-4xl font-extrabold tracking-tight focus:outline-none"
        >
          {t('common:appName')}
        </h1>
        <p className="text-lg text-fg-muted text-pretty">{t('auth:mobile.tagline')}</p>
      </div>
      <div className="flex flex-col gap-3">
        <SocialButtons providers={providers} wording="sign" size="lg" />
        <Button asChild size="lg" variant={providers.length > 0 ? 'ghost' : 'primary'} className="w-full">
          <Link to="/sign-in">{t('auth:mobile.moreOptions')}</Link>
        </Button>
      </div>
    </div>
  );
}
