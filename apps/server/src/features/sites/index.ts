/** Link previews fetched safely by the server: the service and its route. */
export { sitesRoutes } from './sites.routes';
export { SITE_LIMITS, createSitesService, normalizeLink } from './sites.service';
export type { SitesOptions, SitesService } from './sites.service';
export { isPublicAddress } from './address-policy';
