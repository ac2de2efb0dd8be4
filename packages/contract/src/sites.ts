import { z } from 'zod';

/** The longest link `GET /sites` looks up (a longer one is refused before any fetch). */
export const SITE_URL_MAX_LENGTH = 2_048;

/** `?url=` of `GET /sites`: the link as written (a link without a scheme is read as https). */
export const SitePreviewQuery = z.object({
  url: z.string().trim().min(1, 'site_url_invalid').max(SITE_URL_MAX_LENGTH, 'site_url_invalid'),
});
export type SitePreviewQuery = z.infer<typeof SitePreviewQuery>;

/**
 * A link's preview card (platform.md §7 `GET /api/sites?url=`), read by the server from the page's Open Graph tags,
 * else its `<title>` and meta description. `url` is the page the link ended at (after redirects); every other field
 * is null when the page does not say it, so a page with nothing to show answers all nulls.
 */
export const SitePreview = z
  .object({
    url: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    siteName: z.string().nullable(),
  })
  .meta({ id: 'SitePreview' });
export type SitePreview = z.infer<typeof SitePreview>;
