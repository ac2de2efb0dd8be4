import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The 404 page (platform.md §2.9): translated page-not-found text and a way back to /dashboard. */
export function NotFound() {
  const { t } = useT();
  useDocumentTitle(t('errors:notFound.title'), t('common:appName'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-16 text-center md:py-24">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-brand">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
        {t('errors:notFound.title')}
      </h1>
      <p className="text-fg-muted text-pretty">{t('errors:notFound.description')}</p>
      <Button asChild>
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common:backToHome')}
        </Link>
      </Button>
    </section>
  );
}
