import type { SitePreview } from '@fairway/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/session';

/** Query keys of link previews. */
export const siteKeys = {
  all: ['sites'] as const,
  preview: (url: string) => [...siteKeys.all, 'preview', url] as const,
};

/** Whether a preview has anything to show (a page may answer all nulls). */
export function hasContent(preview: SitePreview | undefined): preview is SitePreview {
  return Boolean(preview && (preview.title || preview.description || preview.image));
}

/**
 * `GET /sites?url=`: a link's preview, fetched by the server. Kept an hour (the server caches as long); a link the
 * server refuses or cannot read is not asked again while the screen lives, and simply has no preview.
 */
export function useSitePreview(url: string) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.preview(url),
    queryFn: ({ signal }) => api.call('getSitePreview', { query: { url }, signal }),
    enabled: url.trim().length > 0,
    staleTime: 60 * 60 * 1000,
    gcTime: 60 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
