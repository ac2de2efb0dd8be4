import Building2 from 'lucide-react/icons/building-complex';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { LucideIcon } from 'lucide-react';
import { LandingLink } from './LandingLink';
import { useT } from '../../../i18n/use-t';

const CARDS: readonly {
  id: string;
  Icon: LucideIcon;
  titleKey: 'landing:contact.dataTitle' | 'landing:contact.clubTitle';
  bodyKey: 'landing:contact.dataBody' | 'landing:contact.clubBody';
  linkKey: 'landing:contact.dataLink' | 'landing:contact.clubLink';
  to: string;
}[] = [
  {
    id: 'data',
    Icon: ShieldCheck,
    titleKey: 'landing:contact.dataTitle',
    bodyKey: 'landing:contact.dataBody',
    linkKey: 'landing:contact.dataLink',
    to: '/privacy#rights',
  },
  {
    id: 'club',
    Icon: Building2,
    titleKey: 'landing:contact.clubTitle',
    bodyKey: 'landing:contact.clubBody',
    linkKey: 'landing:contact.clubLink',
    to: '/terms#software',
  },
];

/**
 * Contact. Fairway is run by whoever operates this server, so the page does not invent an address: it
 * says who to ask for what, and links to where the rules are written.
 */
export function Contact() {
  const { t } = useT();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24">
        <h2 id="contact-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {t('landing:contact.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-fg-muted text-pretty">{t('landing:contact.subtitle')}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {CARDS.map(({ id, Icon, titleKey, bodyKey, linkKey, to }) => (
            <li key={id} className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-2xl bg-fairway text-brand"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="text-lg font-bold">{t(titleKey)}</h3>
              <p className="flex-1 text-fg-muted text-pretty">{t(bodyKey)}</p>
              <LandingLink to={to} className="font-semibold text-brand underline underline-offset-4">
                {t(linkKey)}
              </LandingLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
