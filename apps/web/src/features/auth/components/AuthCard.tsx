import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useFocusOnArrival } from './use-focus-on-arrival';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Drawn above the title (an icon). */
  badge?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A heading ref for screens that move focus to it themselves (after a step inside the screen). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The frame of the sign-in, sign-up and password screens: a centred card with the screen's title. */
export function AuthCard({ title, subtitle, badge, children, footer, headingRef }: AuthCardProps) {
  const { t } = useT();
  useDocumentTitle(title, t('common:appName'));
  const arrivalRef = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 sm:py-14">
      <section
        aria-labelledby="auth-card-title"
        className={clsx(
          'flex flex-col gap-6 rounded-3xl border border-line bg-surface px-5 py-7 shadow-sm sm:px-8 sm:py-9',
        )}
      >
        <header className="flex flex-col gap-2">
          {badge}
          <h1
            id="auth-card-title"
            ref={headingRef ?? arrivalRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-balance focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {subtitle && <p className="text-fg-muted text-pretty">{subtitle}</p>}
        </header>
        {children}
      </section>
      {footer && <div className="text-center text-sm text-fg-muted">{footer}</div>}
    </div>
  );
}
