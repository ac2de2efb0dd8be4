import Flag from 'lucide-react/icons/flag';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useId, useState, type MouseEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { SECTION_LINKS } from './sections';
import { WayInLink } from './WayInLink';

export interface LandingHeaderProps {
  /** Signed in without a profile: one way in, back to onboarding. */
  hasAccount: boolean;
  onNavigate: (to: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The landing's header: the product name (the page's h1), the in-page sections, and the way in. From
 * 768 px the sections sit in the bar; on a phone they fold under a menu button. The bar wraps rather
 * than overflows when a language's words are long.
 */
export function LandingHeader({ hasAccount, onNavigate }: LandingHeaderProps) {
  const { t } = useT();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const sectionLinks = SECTION_LINKS.map(({ id, labelKey }) => ({ href: `#${id}`, label: t(labelKey) }));

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/85 backdrop-blur supports-[backdrop-filter]:bg-bg/70">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <h1 className="mr-auto flex items-center gap-2 text-lg font-extrabold tracking-tight sm:text-xl">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-on-primary sm:size-9"
          >
            <Flag className="size-4 sm:size-5" />
          </span>
          {t('common:appName')}
        </h1>
        <nav aria-label={t('landing:navLabel')} className="ml-auto flex items-center gap-1 sm:gap-2">
          <ul className="mr-2 hidden items-center gap-1 md:flex">
            {sectionLinks.map(({ href, label }) => (
              <li key={href}>
                <a
                  href={href}
                  className="rounded-full px-3 py-2 text-sm font-medium text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => setIsMenuOpen((open) => !open)}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={t('landing:nav.menu')}
            className="flex size-9 items-center justify-center rounded-full text-fg hover:bg-surface-muted md:hidden"
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
          {hasAccount ? (
            <WayInLink to="/welcome" size="sm" onNavigate={onNavigate}>
              {t('landing:nav.finishProfile')}
            </WayInLink>
          ) : (
            <>
              <WayInLink to="/sign-in" variant="ghost" size="sm" onNavigate={onNavigate}>
                {t('landing:signIn')}
              </WayInLink>
              <WayInLink to="/sign-up" size="sm" onNavigate={onNavigate}>
                {t('landing:signUp')}
              </WayInLink>
            </>
          )}
        </nav>
        {isMenuOpen && (
          <nav
            id={menuId}
            aria-label={t('landing:nav.menu')}
            className="w-full border-t border-line pt-2 md:hidden"
          >
            <ul className="flex flex-col gap-1">
              {sectionLinks.map(({ href, label }) => (
                <li key={href}>
                  <a
                    href={href}
                    onClick={() => setIsMenuOpen(false)}
                    className="block rounded-xl px-3 py-3 font-medium hover:bg-surface-muted"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
