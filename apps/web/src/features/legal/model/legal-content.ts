import type { Resources } from '../../../i18n/resources';

/**
 * The two legal pages as data: their sections in reading order, each with its anchor, title and text keys.
 * The words live in the `legal` namespace (translated in all 12 languages); this table only orders them.
 */

type Legal = Resources['legal'];
/** A key of one legal page, written whole (`'legal:privacy.who1'`) so that the i18n test can check it. */
export type PrivacyKey = `legal:privacy.${keyof Legal['privacy']}`;
export type TermsKey = `legal:terms.${keyof Legal['terms']}`;
export type LegalKey = PrivacyKey | TermsKey;

export interface LegalSection<Key extends LegalKey = LegalKey> {
  /** The fragment of the section's heading: `/privacy#where`. */
  id: string;
  titleKey: Key;
  paragraphs: readonly Key[];
  /** A bulleted list after the paragraphs. */
  items?: readonly Key[];
  /** An outside link after the text (opens in the same tab; it is plain reading). */
  link?: { href: string; labelKey: Key };
}

export interface LegalDocument<Key extends LegalKey = LegalKey> {
  titleKey: Key;
  leadKey: Key;
  sections: readonly LegalSection<Key>[];
}

/** When the texts last changed in substance (shown as "Last updated", in the reader's language). */
export const LEGAL_UPDATED_ON = '2026-11-21';

export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

export const PRIVACY: LegalDocument<PrivacyKey> = {
  titleKey: 'legal:privacy.title',
  leadKey: 'legal:privacy.lead',
  sections: [
    { id: 'who', titleKey: 'legal:privacy.whoTitle', paragraphs: ['legal:privacy.who1'] },
    {
      id: 'stored',
      titleKey: 'legal:privacy.storedTitle',
      paragraphs: ['legal:privacy.stored1'],
      items: [
        'legal:privacy.storedAccount',
        'legal:privacy.storedProfile',
        'legal:privacy.storedRounds',
        'legal:privacy.storedSocial',
        'legal:privacy.storedLocation',
        'legal:privacy.storedDevice',
      ],
    },
    { id: 'why', titleKey: 'legal:privacy.whyTitle', paragraphs: ['legal:privacy.why1'] },
    { id: 'visible', titleKey: 'legal:privacy.visibleTitle', paragraphs: ['legal:privacy.visible1'] },
    { id: 'where', titleKey: 'legal:privacy.whereTitle', paragraphs: ['legal:privacy.where1'] },
    { id: 'keep', titleKey: 'legal:privacy.keepTitle', paragraphs: ['legal:privacy.keep1'] },
    {
      id: 'rights',
      titleKey: 'legal:privacy.rightsTitle',
      paragraphs: ['legal:privacy.rights1', 'legal:privacy.rights2'],
    },
    {
      id: 'open-data',
      titleKey: 'legal:privacy.openDataTitle',
      paragraphs: ['legal:privacy.openData1'],
      link: { href: OSM_COPYRIGHT_URL, labelKey: 'legal:privacy.openDataLink' },
    },
    { id: 'age', titleKey: 'legal:privacy.childrenTitle', paragraphs: ['legal:privacy.children1'] },
    { id: 'changes', titleKey: 'legal:privacy.changesTitle', paragraphs: ['legal:privacy.changes1'] },
  ],
};

export const TERMS: LegalDocument<TermsKey> = {
  titleKey: 'legal:terms.title',
  leadKey: 'legal:terms.lead',
  sections: [
    { id: 'about', titleKey: 'legal:terms.aboutTitle', paragraphs: ['legal:terms.about1'] },
    { id: 'account', titleKey: 'legal:terms.accountTitle', paragraphs: ['legal:terms.account1'] },
    { id: 'content', titleKey: 'legal:terms.contentTitle', paragraphs: ['legal:terms.content1'] },
    { id: 'fair-play', titleKey: 'legal:terms.useTitle', paragraphs: ['legal:terms.use1'] },
    { id: 'handicaps', titleKey: 'legal:terms.handicapTitle', paragraphs: ['legal:terms.handicap1'] },
    { id: 'courses', titleKey: 'legal:terms.coursesTitle', paragraphs: ['legal:terms.courses1'] },
    { id: 'software', titleKey: 'legal:terms.softwareTitle', paragraphs: ['legal:terms.software1'] },
    { id: 'service', titleKey: 'legal:terms.serviceTitle', paragraphs: ['legal:terms.service1'] },
    { id: 'ending', titleKey: 'legal:terms.endTitle', paragraphs: ['legal:terms.end1'] },
    { id: 'changes', titleKey: 'legal:terms.changesTitle', paragraphs: ['legal:terms.changes1'] },
  ],
};

/** Every key a document uses, in reading order (the test checks that they cover the namespace exactly). */
export function keysOf(document: LegalDocument): LegalKey[] {
  return [
    document.titleKey,
    document.leadKey,
    ...document.sections.flatMap((section) => [
      section.titleKey,
      ...section.paragraphs,
      ...(section.items ?? []),
      ...(section.link ? [section.link.labelKey] : []),
    ]),
  ];
}

/** The date of {@link LEGAL_UPDATED_ON} in the reader's language ("21 November 2026"). */
export function formatLegalDate(language: string, isoDate: string = LEGAL_UPDATED_ON): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
