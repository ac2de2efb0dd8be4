// Text folding for club search and slugs. Folding happens in TypeScript, at import and on every query, rather
// than with PostgreSQL's `unaccent`: unaccent is STABLE, not IMMUTABLE (it cannot back an index without a
// wrapper), its rules file differs between installations, and PGlite loads only the extensions we list. One
// function on both sides gives the same answer on PGlite and on PostgreSQL.

/** A table written as `from=to` pairs separated by spaces. */
function table(pairs: string): Record<string, string> {
  return Object.fromEntries(pairs.split(' ').map((pair) => pair.split('=') as [string, string]));
}

/** Letters that Unicode decomposition does not turn into ASCII. */
const SPECIAL_LETTERS = table('ß=ss æ=ae œ=oe ø=o ł=l đ=d ð=d þ=th ı=i ħ=h ŋ=ng');

/** Cyrillic and Greek letters in a plain ASCII reading, for slugs only (search keeps the letters). */
const TRANSLITERATION = table(
  'а=a б=b в=v г=g ґ=g д=d е=e ё=e є=ye ж=zh з=z и=i і=i ї=yi й=y к=k л=l м=m н=n о=o п=p р=r с=s ' +
    'т=t у=u ў=u ф=f х=kh ц=ts ч=ch ш=sh щ=shch ъ= ы=y ь= э=e ю=yu я=ya ђ=dj ј=j љ=lj њ=nj ћ=c џ=dz ' +
    'α=a β=v γ=g δ=d ε=e ζ=z η=i θ=th ι=i κ=k λ=l μ=m ν=n ξ=x ο=o π=p ρ=r σ=s ς=s τ=t υ=y φ=f χ=ch ' +
    'ψ=ps ω=o',
);

/**
 * Lower-case text without accents or punctuation, words separated by one space: "Golf du Léman" →
 * "golf du leman", "Schloß-Golf" → "schloss golf". Letters of other scripts are kept (lower-cased).
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþıħŋ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Words nearly every club name has ("golf", "club", articles in the languages of the data). They carry no meaning
 * in a search, and their trigrams are in almost every name, so matching them made every search read the whole
 * index: they are dropped from both the stored search text and the query.
 */
export const SEARCH_STOP_WORDS = new Set(
  (
    'golf golfclub golfplatz golfbana golfbane golfbaan golfklubb golfklub golfe club clube klub gc ' +
    'cc country course campo de du des d l la le les the of and et y e el del los las il lo di da do ' +
    'dos von vom am an der die das den het en i'
  ).split(' '),
);

/** Folded text without stop words; the folded text itself when nothing else is left. */
export function searchText(text: string): string {
  const folded = foldText(text);
  const kept = folded.split(' ').filter((word) => word && !SEARCH_STOP_WORDS.has(word));
  return kept.length ? kept.join(' ') : folded;
}

/** What a query searches for: its meaningful words, or '' when it has none ("golf club" matches every club). */
export function querySearchText(query: string): string {
  return foldText(query)
    .split(' ')
    .filter((word) => word && !SEARCH_STOP_WORDS.has(word))
    .join(' ');
}

/** The text a club is searched by: its name and its town, folded, without stop words. */
export function clubSearchText(name: string, city: string | null | undefined): string {
  return searchText(city ? `${name} ${city}` : name);
}

/**
 * A readable ASCII slug: "Golf du Léman" + "Veigy-Foncenex" → "golf-du-leman-veigy-foncenex". Cyrillic and Greek
 * are transliterated; anything else that cannot be read in ASCII is dropped. At most `maxLength` characters,
 * cut at a word boundary; empty when nothing readable is left.
 */
export function slugify(text: string, maxLength = 80): string {
  const ascii = foldText(text)
    .replaceAll('ου', 'ou')
    .replace(/./gu, (char) => TRANSLITERATION[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= maxLength) return ascii;
  const cut = ascii.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, maxLength)).replace(/-+$/g, '');
}
