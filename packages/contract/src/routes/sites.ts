import { SitePreview, SitePreviewQuery } from '../sites';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { sitesPaths } from './sites.paths';

export const sitesRoutes = defineRoutes(sitesPaths, {
  getSitePreview: {
    access: 'signed-in',
    tags: ['sites'],
    summary:
      'A link’s preview (title, description, image, site name), fetched safely by the server and cached',
    description:
      'Only http and https; a link without a scheme gets https. Private, loopback, link-local, unique-local and ' +
      'cloud-metadata addresses are refused (403 `site_address_refused`), after every redirect too (3 at most). ' +
      'A site that cannot be read in 5 s answers 422 `site_unreachable`; only its first 1 MB is read.',
    query: SitePreviewQuery,
    answers: { 200: SitePreview, ...errorAnswers(400, 401, 403, 422) },
  },
});
