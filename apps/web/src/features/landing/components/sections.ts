/** The landing's in-page sections, in page order, as the header and footer link to them. */
export const SECTION_LINKS = [
  { id: 'features', labelKey: 'landing:nav.features' },
  { id: 'pricing', labelKey: 'landing:nav.pricing' },
  { id: 'faq', labelKey: 'landing:nav.faq' },
  { id: 'contact', labelKey: 'landing:nav.contact' },
] as const;
