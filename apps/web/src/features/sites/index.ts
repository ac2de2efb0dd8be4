/** Link previews: `<LinkPreview url={…} />` under a message's first link. */
export { LinkPreview } from './components/LinkPreview';
export { useSitePreview, siteKeys } from './queries';
