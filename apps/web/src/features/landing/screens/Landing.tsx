import { Flag, Link2, Map, TrendingUp, Trophy, UserRound, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/SkipLink';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { LanguagePicker } from '../../settings/components/LanguagePicker';
import { ThemeSwitch } from '../../settings/components/ThemeSwitch';

type FeatureId = 'profile' | 'connect' | 'progress' | 'map' | 'links' | 'achievements';

/** The six pitches of platform.md §1, in order. */
const FEATURES: readonly {
  id: FeatureId;
  Icon: LucideIcon;
  titleKey: `landing:features.${FeatureId}.title`;
  bodyKey: `landing:features.${FeatureId}.body`;
}[] = [
  {
    id: 'profile',
    Icon: UserRound,
    titleKey: 'landing:features.profile.title',
    bodyKey: 'landing:features.profile.body',
  },
  {
    id: 'connect',
    Icon: Users,
    titleKey: 'landing:features.connect.title',
    bodyKey: 'landing:features.connect.body',
  },
  {
    id: 'progress',
    Icon: TrendingUp,
    titleKey: 'landing:features.progress.title',
    bodyKey: 'landing:features.progress.body',
  },
  { id: 'map', Icon: Map, titleKey: 'landing:features.map.title', bodyKey: 'landing:features.map.body' },
  {
    id: 'links',
    Icon: Link2,
    titleKey: 'landing:features.links.title',
    bodyKey: 'landing:features.links.body',
  },
  {
    id: 'achievements',
    Icon: Trophy,
    titleKey: 'landing:features.achievements.title',
    bodyKey: 'landing:features.achievements.body',
  },
];

/**
 * The web landing for visitors. A first version: header with the product name, language and theme
 * pickers and the way in; a hero and the six pitches. The full page (video hero, pricing, FAQ) comes with
 * its own issue.
 */
export function Landing() {
  const { t } = useT();
  useDocumentTitle(t('common:appName'), t('common:appName'));
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={t('common:skipToContent')} />
      <header className="border-b border-line bg-surface/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
          <h1 className="mr-auto flex items-center gap-2 text-xl font-extrabold tracking-tight">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-primary text-on-primary"
            >
              <Flag className="size-5" />
            </span>
            {t('common:appName')}
          </h1>
          {/* DOM (and focus) order follows the desktop row; on a phone the pickers wrap below the sign-in links. */}
          <div className="order-last flex w-full items-center justify-end gap-2 sm:order-none sm:w-auto">
            <LanguagePicker />
            <ThemeSwitch />
          </div>
          <nav aria-label={t('landing:navLabel')} className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/sign-in">{t('landing:signIn')}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/sign-up">{t('landing:signUp')}</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
          <div className="flex flex-col gap-6">
            <h2 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t('landing:hero.title')}
            </h2>
            <p className="text-lg text-fg-muted text-pretty">{t('landing:hero.subtitle')}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/sign-up">{t('landing:hero.cta')}</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to="/sign-in">{t('landing:hero.haveAccount')}</Link>
              </Button>
            </div>
          </div>
          <HeroArt />
        </section>

        <section aria-labelledby="features-title" className="border-t border-line bg-surface">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-20">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance">
              {t('landing:features.title')}
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ id, Icon, titleKey, bodyKey }) => (
                <li key={id} className="flex flex-col gap-3 rounded-2xl border border-line bg-bg p-5">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-fairway text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="text-lg font-semibold">{t(titleKey)}</h3>
                  <p className="text-fg-muted">{t(bodyKey)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('landing:footer.openSource')}</p>
          <nav aria-label={t('landing:footer.label')}>
            <ul className="flex gap-4">
              <li>
                <Link className="underline-offset-4 hover:text-fg hover:underline" to="/privacy">
                  {t('landing:footer.privacy')}
                </Link>
              </li>
              <li>
                <Link className="underline-offset-4 hover:text-fg hover:underline" to="/terms">
                  {t('landing:footer.terms')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/**
 * A drawn green with its flag: decoration only, so it carries no text. Its colours are the course's own,
 * the same in both themes (dimmed a little in dark).
 */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[4/3] w-full max-w-md dark:opacity-90">
      <div className="absolute inset-0 rounded-[2.5rem] bg-gradient-to-br from-[#14532d] to-[#2f8a52]" />
      <div className="absolute inset-x-[12%] top-[18%] bottom-[14%] rounded-[50%] bg-[#6cc08a] shadow-[inset_0_-10px_30px_rgb(0_0_0/0.15)]" />
      <div className="absolute right-[20%] bottom-[22%] h-[36%] w-[14%] rotate-12 rounded-[50%] bg-[#ebdfbf]" />
      <div className="absolute top-[28%] left-[44%] flex flex-col items-start">
        <span className="h-6 w-10 rounded-r-md bg-[#f2c94c]" />
        <span className="-mt-6 h-24 w-1 rounded bg-[#f6f5ef]" />
        <span className="-ml-2 h-2 w-5 rounded-[50%] bg-[#0b1510]/60" />
      </div>
      <span className="golf-ball absolute bottom-[30%] left-[28%] size-6" />
    </div>
  );
}
