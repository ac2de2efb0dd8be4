import { Ban, CircleAlert, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { buttonClasses } from '../../../ui/Button';
import { useDocumentTitle } from '../../../ui/use-document-title';

/**
 * The game error screen (games-and-profiles.md §2): 404 "game not found", 403 "access denied", anything else a
 * generic title; each with a message and a way back to /dashboard.
 */
export function GameError({ error }: { error: unknown }) {
  const { t } = useT();
  const status = error instanceof ApiError ? error.status : 0;
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'other';
  const title =
    kind === 'notFound'
      ? t('play:errors.notFoundTitle')
      : kind === 'forbidden'
        ? t('play:errors.forbiddenTitle')
        : t('play:errors.otherTitle');
  const message =
    kind === 'notFound'
      ? t('play:errors.notFoundMessage')
      : kind === 'forbidden'
        ? t('play:errors.forbiddenMessage')
        : status === 0
          ? t('errors:network_error')
          : t('play:errors.otherMessage');
  const Icon = kind === 'notFound' ? SearchX : kind === 'forbidden' ? Ban : CircleAlert;
  useDocumentTitle(title, t('common:appName'));
  return (
    <section className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <Icon aria-hidden="true" className="size-12 text-fg-muted" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-fg-muted">{message}</p>
      <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
        {t('play:errors.back')}
      </Link>
    </section>
  );
}
