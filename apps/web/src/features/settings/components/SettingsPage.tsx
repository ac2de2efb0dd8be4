import ChevronLeft from 'lucide-react/icons/chevron-left';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useFocusOnArrival } from '../../auth';

export interface SettingsPageProps {
  title: string;
  /** The screen above this one (a back link), if any. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the settings, account, menu and debug screens: a back link, the title, then sections. */
export function SettingsPage({ title, back, children }: SettingsPageProps) {
  const { t } = useT();
  useDocumentTitle(title, t('common:appName'));
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        {back && (
          <Link
            to={back.to}
            className="-ml-1 inline-flex items-center gap-1 self-start rounded-full py-1 pr-3 pl-1 text-sm font-medium text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
        )}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-balance focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
      </header>
      {children}
    </div>
  );
}

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card of a settings screen. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface px-4 py-5 sm:px-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-fg-muted text-pretty">{description}</p>}
      </div>
      {children}
    </section>
  );
}
