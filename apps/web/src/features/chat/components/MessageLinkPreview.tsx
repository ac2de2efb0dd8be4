import ExternalLink from 'lucide-react/icons/external-link';

/**
 * The preview card of a message's first link: its host and address. (The server-fetched preview, with title and
 * image, takes this component's place when the link-preview feature lands.)
 */
export function MessageLinkPreview({ url }: { url: string }) {
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
