/**
 * The country list of the profile-details step: every ISO 3166-1 alpha-2 code, named in the interface
 * language by `Intl.DisplayNames` (no name list to ship or translate), sorted and searchable the way a
 * reader of that language expects.
 */

// Officially assigned ISO 3166-1 alpha-2 codes (249).
const ISO_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = ISO_CODES.split(' ');

export interface CountryOption {
  code: string;
  name: string;
  /** The English name too, when the interface speaks another language: "spain" finds España. */
  alias?: string;
}

/** The name of a country in `language`; the code itself when the browser cannot name it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country, named in `language` and sorted by that language's alphabet. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const english =
    language === 'en' ? null : new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code): CountryOption => {
    const name = names?.of(code) ?? code;
    const alias = english?.of(code);
    return alias && alias !== name ? { code, name, alias } : { code, name };
  }).sort((a, b) => collator.compare(a.name, b.name));
}

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "ÉTATS" finds "États-Unis". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/[’']/g, "'").trim();
}

/**
 * The countries matching a search: by code ("fr"), by name or by English name; names that start with
 * the query come first. An empty query keeps the whole list.
 */
export function filterCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const folded = foldForSearch(query);
  if (folded === '') return [...options];
  const starts: CountryOption[] = [];
  const contains: CountryOption[] = [];
  for (const option of options) {
    const names = [option.name, option.alias ?? ''].map(foldForSearch).filter(Boolean);
    if (option.code.toLowerCase() === folded || names.some((name) => name.startsWith(folded)))
      starts.push(option);
    else if (names.some((name) => name.includes(folded))) contains.push(option);
  }
  return [...starts, ...contains];
}
