import Check from 'lucide-react/icons/check';
import CodeXml from 'lucide-react/icons/code-xml';
import type { MouseEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { WayInLink } from './WayInLink';

const INCLUDED = [
  'landing:pricing.items.rounds',
  'landing:pricing.items.stats',
  'landing:pricing.items.map',
  'landing:pricing.items.social',
  'landing:pricing.items.noAds',
] as const;

/** Pricing: there is one plan, and it is free. Said plainly, with what it includes. */
export function Pricing({
  onNavigate,
}: {
  onNavigate: (to: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useT();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <h2 id="pricing-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('landing:pricing.title')}
          </h2>
          <p className="mt-3 text-lg text-fg-muted text-pretty">{t('landing:pricing.subtitle')}</p>
          <p className="mt-6 flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-sm text-fg-muted text-pretty">
            <CodeXml aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg" />
            {t('landing:pricing.note')}
          </p>
        </div>
        <div className="relative overflow-hidden rounded-3xl bg-primary p-8 text-on-primary shadow-xl sm:p-10">
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-16 size-56 rounded-full bg-on-primary/10 blur-2xl"
          />
          <p className="text-sm font-semibold tracking-wide uppercase opacity-80">
            {t('landing:pricing.plan')}
          </p>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              {t('landing:pricing.price')}
            </span>
            <span className="text-lg opacity-80">{t('landing:pricing.period')}</span>
          </p>
          <ul className="mt-6 flex flex-col gap-3">
            {INCLUDED.map((key) => (
              <li key={key} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-on-primary/20"
                >
                  <Check className="size-3.5" />
                </span>
                <span className="text-pretty">{t(key)}</span>
              </li>
            ))}
          </ul>
          <WayInLink
            to="/sign-up"
            size="lg"
            variant="secondary"
            onNavigate={onNavigate}
            className="mt-8 w-full border-transparent sm:w-auto"
          >
            {t('landing:pricing.cta')}
          </WayInLink>
        </div>
      </div>
    </section>
  );
}
