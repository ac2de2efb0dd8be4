import ArrowLeft from 'lucide-react/icons/arrow-left';
import ExternalLink from 'lucide-react/icons/external-link';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { formatLegalDate, type LegalDocument } from '../model/legal-content';

export interface LegalPageProps {
  document: LegalDocument;
  /** The other legal page, linked at the end. */
  other: { to: '/privacy' | '/terms'; labelKey: 'legal:otherPage.privacy' | 'legal:otherPage.terms' };
}

/**
 * A legal text: title, date, lead, a table of contents with in-page links, then its sections. Plain
 * reading, in the reader's language; the heading takes focus when the page opens, so a screen reader
 * starts at the top.
 */
export function LegalPage({ document, other }: LegalPageProps) {
  const { t, i18n } = useT();
  const title = t(document.titleKey);
  useDocumentTitle(title, t('common:appName'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A link to a section (/privacy#where) scrolls there; otherwise the page starts at its title.
    if (!window.location.hash) heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-16">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-fg-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('legal:backHome')}
      </Link>
      <header className="mt-6 border-b border-line pb-8">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight text-balance focus:outline-none sm:text-4xl"
        >
          {title}
        </h1>
        <p className="mt-2 text-sm text-fg-muted">
          {t('legal:updated', { date: formatLegalDate(i18n.resolvedLanguage ?? i18n.language) })}
        </p>
        <p className="mt-5 text-lg text-pretty">{t(document.leadKey)}</p>
      </header>

      <nav aria-labelledby="legal-toc" className="mt-8 rounded-2xl border border-line bg-surface p-5">
        <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
          {t('legal:onThisPage')}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand underline-offset-4 hover:underline">
                {t(section.titleKey)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-4">
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-8">
            <h2 id={section.id} className="scroll-mt-20 text-xl font-bold tracking-tight">
              {t(section.titleKey)}
            </h2>
            {section.paragraphs.map((key) => (
              <p key={key} className="mt-3 leading-relaxed text-pretty text-fg-muted">
                {t(key)}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 leading-relaxed text-fg-muted marker:text-brand">
                {section.items.map((key) => (
                  <li key={key} className="pl-1 text-pretty">
                    {t(key)}
                  </li>
                ))}
              </ul>
            )}
            {section.link && (
              <p className="mt-3">
                <a
                  href={section.link.href}
                  rel="noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-brand underline underline-offset-4"
                >
                  {t(section.link.labelKey)}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              </p>
            )}
          </section>
        ))}
      </div>

      <footer className="mt-12 border-t border-line pt-6">
        <Link to={other.to} className="font-medium text-brand underline underline-offset-4">
          {t(other.labelKey)}
        </Link>
      </footer>
    </article>
  );
}
