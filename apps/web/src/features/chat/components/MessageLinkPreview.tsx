import ExternalLink from 'lucide-react/icons/external-link';
import { LinkPreview, hasContent, useSitePreview } from '../../sites';

/**
 * The card under a message's first link: the page's preview as the server read it (image, title, description),
 * else, while it loads or when the page gives none (or the server refuses the address), its host and address.
 */
export function MessageLinkPreview({ url }: { url: string }) {
  const preview = useSitePreview(url);
  if (hasContent(preview.data)) return <LinkPreview url={url} className="mt-1 max-w-72" />;
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // shown as written
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="mt-1 flex max-w-72 items-center gap-3 rounded-xl border border-line bg-bg p-3 text-fg hover:bg-surface-muted"
    >
      <ExternalLink aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      <span className="min-w-0">
        <span className="block truncate font-semibold">{host}</span>
        <span className="block truncate text-sm text-fg-muted">{url}</span>
      </span>
    </a>
  );
}
