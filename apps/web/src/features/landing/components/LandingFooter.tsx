import Flag from 'lucide-react/icons/flag';
import { LandingLink } from './LandingLink';
import { useT } from '../../../i18n/use-t';
import { LanguagePicker, ThemeSwitch } from '../../settings/index.light';
import { SECTION_LINKS } from './sections';

const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** The footer: the language picker and the theme, the sections, the legal pages and the data credit. */
export function LandingFooter() {
  const { t } = useT();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-4 md:col-span-1">
          <p className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-primary text-on-primary"
            >
              <Flag className="size-4" />
            </span>
            {t('common:appName')}
          </p>
          <p className="max-w-sm text-sm text-fg-muted text-pretty">{t('landing:footer.openSource')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <LanguagePicker />
            <ThemeSwitch />
          </div>
        </div>
        <nav aria-label={t('landing:footer.sections')}>
          <h2 className="text-sm font-semibold">{t('landing:footer.sections')}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm text-fg-muted">
            {SECTION_LINKS.map(({ id, labelKey }) => (
              <li key={id}>
                <a href={`#${id}`} className="underline-offset-4 hover:text-fg hover:underline">
                  {t(labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('landing:footer.label')}>
          <h2 className="text-sm font-semibold">{t('landing:footer.label')}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm text-fg-muted">
            <li>
              <LandingLink to="/privacy" className="underline-offset-4 hover:text-fg hover:underline">
                {t('landing:footer.privacy')}
              </LandingLink>
            </li>
            <li>
              <LandingLink to="/terms" className="underline-offset-4 hover:text-fg hover:underline">
                {t('landing:footer.terms')}
              </LandingLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-fg-muted sm:px-6">
          {t('landing:footer.osm')}{' '}
          <a href={OSM_COPYRIGHT_URL} rel="noreferrer" className="underline underline-offset-2 hover:text-fg">
            openstreetmap.org/copyright
          </a>
        </p>
      </div>
    </footer>
  );
}
