import Construction from 'lucide-react/icons/construction';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { comingSoonBackLink, type ComingSoonFeature } from '../routes';
import { useSession } from '../session';

/** The placeholders standing where the spec puts the link to `/menu` (the home header, the profile). */
const HOLDS_MENU_LINK: readonly ComingSoonFeature[] = ['dashboard', 'profile'];

/**
 * The one screen every route without its real screen yet renders: it names the feature and leads back
 * home. Never a fake version of the feature. Where the real screen would link to `/menu`, the placeholder
 * does, so a phone (which has no side navigation) still reaches settings and sign-out.
 */
export function ComingSoon({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useT();
  const { status } = useSession();
  const backLink = comingSoonBackLink(feature, status);
  const featureName = t(`placeholder:features.${feature}`); // i18n-dynamic: every ComingSoonFeature is checked by i18n.test.ts
  const title = t('placeholder:title', { feature: featureName });
  useDocumentTitle(featureName, t('common:appName'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-16 text-center md:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-on-accent">
        <Construction aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">{title}</h1>
      <p className="text-fg-muted text-pretty">{t('placeholder:description')}</p>
      {backLink && (
        <Button asChild>
          <Link to={backLink}>{t('common:backToHome')}</Link>
        </Button>
      )}
      {status === 'ready' && HOLDS_MENU_LINK.includes(feature) && (
        <Button asChild variant="secondary">
          <Link to="/menu">{t('nav:menu')}</Link>
        </Button>
      )}
    </section>
  );
}
