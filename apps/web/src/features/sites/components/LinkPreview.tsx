import { useT } from '../../../i18n/use-t';
import { hasContent, useSitePreview } from '../queries';

/** `www.golf.example` → `golf.example`: the site a card names. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * A link's preview card (platform.md §7): the page's image, title, description and site, read by the server. It
 * renders nothing while loading, when the server refuses or cannot read the link, or when the page has nothing to
 * show, so a message can always render `<LinkPreview url={link} />` under its first link.
 */
export function LinkPreview({ url, className = '' }: { url: string; className?: string }) {
  const { t } = useT();
  const { data: preview } = useSitePreview(url);
  if (!hasContent(preview)) return null;
  const host = preview.siteName ?? hostOf(preview.url);
  return (
    <a
      href={preview.url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className={`group flex max-w-md flex-col overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-sm transition-colors hover:bg-surface-muted ${className}`}
      data-testid="link-preview"
    >
      {preview.image && (
        <img
          src={preview.image}
          // The title says what the card is; a card without one names its picture by its site.
          alt={preview.title ? '' : t('sites:imageOf', { host })}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="aspect-[1.91/1] w-full bg-surface-muted object-cover"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
      <span className="flex min-w-0 flex-col gap-1 px-3 py-2">
        {preview.title && (
          <span className="line-clamp-2 font-semibold break-words group-hover:underline">
            {preview.title}
          </span>
        )}
        {preview.description && (
          <span className="line-clamp-2 text-sm break-words text-fg-muted">{preview.description}</span>
        )}
        <span className="truncate text-xs text-fg-muted">{host}</span>
        <span className="sr-only">({t('sites:opensInNewTab')})</span>
      </span>
    </a>
  );
}
