/** Link previews: `<LinkPreview url={…} />` under a message's first link. */
export { LinkPreview } from './components/LinkPreview';
export { hasContent, siteKeys, useSitePreview } from './queries';
