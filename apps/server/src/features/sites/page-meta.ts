import type { SitePreview } from '@fairway/contract';

/** The longest title, description and site name kept (a page may say anything). */
const LIMITS = { title: 300, description: 600, siteName: 100, image: 2_048 } as const;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Entities decoded, control characters dropped, white space collapsed, cut at `max` characters; null when empty. */
function clean(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const text = decodeEntities(value)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The attributes of one tag's text (`property="og:title" content='…'`), names lower-cased. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** An http(s) URL read relative to the page, or null. */
function absoluteUrl(value: string | null, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length > LIMITS.image ? null : url.href;
  } catch {
    return null;
  }
}

/**
 * A page's preview from its HTML: Open Graph first (`og:title`, `og:description`, `og:image`, `og:site_name`), then
 * Twitter cards, then `<title>` and `<meta name="description">`. Only the head is read (the first `</head>`, or the
 * whole text when there is none); the image is made absolute against the page's address.
 */
export function previewOfHtml(html: string, pageUrl: URL): SitePreview {
  const headEnd = html.search(/<\/head\s*>|<body[\s>]/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  // Comments and scripts may hold text that looks like tags.
  const text = head.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');

  const meta = new Map<string, string>();
  for (const match of text.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1]!);
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(text)?.[1];
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());

  return {
    url: pageUrl.href,
    title: clean(first('og:title', 'twitter:title') ?? title, LIMITS.title),
    description: clean(first('og:description', 'twitter:description', 'description'), LIMITS.description),
    image: absoluteUrl(
      clean(
        first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
        4_096,
      ),
      pageUrl,
    ),
    siteName: clean(first('og:site_name', 'application-name'), LIMITS.siteName),
  };
}

/** The charset a page declares in its first bytes (`<meta charset>` or an http-equiv content type), or null. */
export function declaredCharset(start: string): string | null {
  return /<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)/i.exec(start)?.[1] ?? null;
}
