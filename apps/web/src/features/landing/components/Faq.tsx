import { clsx } from 'clsx';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';

type FaqId = 'free' | 'scoring' | 'handicap' | 'offline' | 'courses' | 'privacy';

/** The six questions, in the order a golfer asks them. */
const QUESTIONS: readonly {
  id: FaqId;
  questionKey: `landing:faq.${FaqId}.question`;
  answerKey: `landing:faq.${FaqId}.answer`;
}[] = [
  { id: 'free', questionKey: 'landing:faq.free.question', answerKey: 'landing:faq.free.answer' },
  { id: 'scoring', questionKey: 'landing:faq.scoring.question', answerKey: 'landing:faq.scoring.answer' },
  { id: 'handicap', questionKey: 'landing:faq.handicap.question', answerKey: 'landing:faq.handicap.answer' },
  { id: 'offline', questionKey: 'landing:faq.offline.question', answerKey: 'landing:faq.offline.answer' },
  { id: 'courses', questionKey: 'landing:faq.courses.question', answerKey: 'landing:faq.courses.answer' },
  { id: 'privacy', questionKey: 'landing:faq.privacy.question', answerKey: 'landing:faq.privacy.answer' },
];

/**
 * The FAQ as disclosure buttons (aria-expanded, aria-controls): Enter or Space opens and closes each
 * answer; several may be open at once.
 */
export function Faq() {
  const { t } = useT();
  const [open, setOpen] = useState<ReadonlySet<FaqId>>(new Set());
  const baseId = useId();
  const toggle = (id: FaqId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="faq-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('landing:faq.title')}
          </h2>
          <p className="mt-3 text-lg text-fg-muted text-pretty">{t('landing:faq.subtitle')}</p>
        </div>
        <ul className="divide-y divide-line rounded-3xl border border-line bg-bg">
          {QUESTIONS.map(({ id, questionKey, answerKey }) => {
            const isOpen = open.has(id);
            const panelId = `${baseId}-${id}`;
            return (
              <li key={id}>
                <h3>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => toggle(id)}
                    className="flex w-full items-center justify-between gap-4 rounded-3xl px-5 py-5 text-left font-semibold hover:text-brand sm:px-6"
                  >
                    <span className="text-pretty">{t(questionKey)}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className={clsx(
                        'size-5 shrink-0 text-fg-muted transition-transform motion-reduce:transition-none',
                        isOpen && 'rotate-180',
                      )}
                    />
                  </button>
                </h3>
                <div id={panelId} hidden={!isOpen} className="px-5 pb-5 text-fg-muted text-pretty sm:px-6">
                  {t(answerKey)}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
