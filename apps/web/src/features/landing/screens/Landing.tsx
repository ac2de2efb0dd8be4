import CheckCircle2 from 'lucide-react/icons/circle-check';
import Sparkles from 'lucide-react/icons/sparkles';
import { useT } from '../../../i18n/use-t';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/SkipLink';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { rememberClaim, welcomeHref } from '../../onboarding/index.light';
import { Contact } from '../components/Contact';
import { Faq } from '../components/Faq';
import { FeatureGrid } from '../components/FeatureGrid';
import { GetStarted } from '../components/GetStarted';
import { useLandingNavigation } from '../components/LandingLink';
import { HeroVideo } from '../components/HeroVideo';
import { LandingFooter } from '../components/LandingFooter';
import { LandingHeader } from '../components/LandingHeader';
import { LeavingOverlay } from '../components/LeavingOverlay';
import { Pricing } from '../components/Pricing';
import { WayInLink } from '../components/WayInLink';
import { useDelayedNavigation } from '../hooks/use-delayed-navigation';

const HERO_POINTS = [
  'landing:hero.points.free',
  'landing:hero.points.offline',
  'landing:hero.points.data',
] as const;

/**
 * The web landing (platform.md §1, §2.1): header with the sections and the way in, the video hero, the
 * six features, pricing, the FAQ, a call to action that claims a username, contact, and the footer with
 * the language picker and the legal pages. It loads no map, chart or form library.
 */
export function Landing() {
  const { t } = useT();
  const { hasAccount } = useLandingNavigation();
  useDocumentTitle(t('common:appName'), t('common:appName'));
  const { leavingTo, go, onLinkClick } = useDelayedNavigation();

  const claim = (name: string) => {
    if (hasAccount) {
      go(welcomeHref(name));
    } else {
      rememberClaim(name);
      go('/sign-up');
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={t('common:skipToContent')} />
      <LandingHeader hasAccount={hasAccount} onNavigate={onLinkClick} />

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <section aria-labelledby="hero-title" className="overflow-hidden">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
            <div className="flex flex-col gap-6">
              <p className="inline-flex w-fit items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-brand">
                <Sparkles aria-hidden="true" className="size-4" />
                {t('landing:hero.eyebrow')}
              </p>
              <h2
                id="hero-title"
                className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
              >
                {t('landing:hero.title')}
              </h2>
              <p className="max-w-xl text-lg text-fg-muted text-pretty">{t('landing:hero.subtitle')}</p>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                {hasAccount ? (
                  <WayInLink to="/welcome" size="lg" onNavigate={onLinkClick}>
                    {t('landing:nav.finishProfile')}
                  </WayInLink>
                ) : (
                  <>
                    <WayInLink to="/sign-up" size="lg" onNavigate={onLinkClick}>
                      {t('landing:hero.cta')}
                    </WayInLink>
                    <WayInLink to="/sign-in" size="lg" variant="secondary" onNavigate={onLinkClick}>
                      {t('landing:hero.haveAccount')}
                    </WayInLink>
                  </>
                )}
              </div>
              <ul className="flex flex-col gap-2 text-sm text-fg-muted sm:flex-row sm:flex-wrap sm:gap-x-5">
                {HERO_POINTS.map((key) => (
                  <li key={key} className="flex items-center gap-2">
                    <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-brand" />
                    {t(key)}
                  </li>
                ))}
              </ul>
            </div>
            <HeroVideo />
          </div>
        </section>

        <FeatureGrid />
        <Pricing onNavigate={onLinkClick} />
        <Faq />
        <GetStarted hasAccount={hasAccount} onClaim={claim} onNavigate={onLinkClick} />
        <Contact />
      </main>

      <LandingFooter />
      {leavingTo && <LeavingOverlay to={leavingTo} />}
    </div>
  );
}
