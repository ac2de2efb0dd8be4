/**
 * The translation catalogue's guarantees. Key convention (see use-t.ts), which makes the scan reliable:
 *
 * 1. A key is always written whole, with its namespace, as one string literal: `t('nav:home')`,
 *    `i18nKey="landing:hero.title"`, or `labelKey: 'nav:home'` in a typed table. Every literal of the form
 *    `'<namespace>:<key>'` anywhere in `src/` (tests aside) must exist in English.
 * 2. A key held in a variable is typed (`t(entry.labelKey)`), so `tsc` checks it against English.
 * 3. A key built at run time, `` t(`ns:${x}`) ``, is allowed only on a line marked `i18n-dynamic`, and
 *    a test here covers every value it can take.
 * 4. Components translate through `useT()`, never `useTranslation()` directly, and never with a key
 *    lacking its namespace.
 */
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_IDS,
  ERROR_CODES,
  NOTIFICATION_TOGGLES,
} from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import { NAMESPACES } from './resources';

type Tree = { [key: string]: string | Tree };

const catalogue = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const bundles = import.meta.glob<Record<string, Tree>>('./locales/*/index.ts', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function resourcesOf(language: string, namespace: string): Tree | undefined {
  return catalogue[`./locales/${language}/${namespace}.json`];
}

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`; a non-string leaf is reported as such. */
function flatten(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const english = new Map(
  NAMESPACES.flatMap((namespace) =>
    flatten(resourcesOf('en', namespace) ?? {}).map(([key, value]): [string, unknown] => [
      `${namespace}:${key}`,
      value,
    ]),
  ),
);

function hasEnglishKey(key: string): boolean {
  // A plural key `x` exists as `x_one`, `x_other`…
  return typeof english.get(key) === 'string' || typeof english.get(`${key}_other`) === 'string';
}

const variablesOf = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('the catalogue', () => {
  it('has exactly the namespaces of resources.ts in every language, and nothing else', () => {
    const files = Object.keys(catalogue).map((path) => path.replace('./locales/', ''));
    const expected = SUPPORTED_LANGUAGES.flatMap((language) =>
      NAMESPACES.map((ns) => `${language}/${ns}.json`),
    );
    expect(files.sort()).toEqual(expected.sort());
  });

  describe.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    it.each(NAMESPACES)('has the same keys as English in %s', (namespace) => {
      const keys = new Set(flatten(resourcesOf(language, namespace) ?? {}).map(([key]) => key));
      const englishKeys = new Set(flatten(resourcesOf('en', namespace) ?? {}).map(([key]) => key));
      expect(
        [...englishKeys].filter((key) => !keys.has(key)),
        `missing in ${language}/${namespace}`,
      ).toEqual([]);
      expect(
        [...keys].filter((key) => !englishKeys.has(key)),
        `extra in ${language}/${namespace}`,
      ).toEqual([]);
    });

    it.each(NAMESPACES)('keeps the interpolation variables of English in %s', (namespace) => {
      const englishValues = new Map(flatten(resourcesOf('en', namespace) ?? {}));
      for (const [key, value] of flatten(resourcesOf(language, namespace) ?? {})) {
        expect(variablesOf(value), `${language}/${namespace}:${key}`).toEqual(
          variablesOf(englishValues.get(key)),
        );
      }
    });

    it('loads as one chunk holding every namespace', () => {
      const bundle = bundles[`./locales/${language}/index.ts`];
      expect(bundle, `locales/${language}/index.ts`).toBeDefined();
      for (const namespace of NAMESPACES)
        expect(bundle?.[namespace]).toEqual(resourcesOf(language, namespace));
    });
  });

  it.each(SUPPORTED_LANGUAGES)('has no empty or non-text value in %s', (language) => {
    for (const namespace of NAMESPACES) {
      for (const [key, value] of flatten(resourcesOf(language, namespace) ?? {})) {
        expect(typeof value, `${language}/${namespace}:${key}`).toBe('string');
        expect(String(value).trim(), `${language}/${namespace}:${key}`).not.toBe('');
      }
    }
  });
});

describe('the errors namespace', () => {
  it.each([...ERROR_CODES, 'network_error', 'timeout', 'unknown_error'])('translates %s', (code) => {
    expect(hasEnglishKey(`errors:${code}`)).toBe(true);
  });

  it('says what the spec says for the client-side failures', () => {
    expect(english.get('errors:network_error')).toBe(
      'Unable to connect to the server. Check your internet connection.',
    );
    expect(english.get('errors:timeout')).toBe(
      'The request took too long. Check your internet connection or try again later.',
    );
    expect(english.get('errors:unknown_error')).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('the keys used in the source', () => {
  const namespaceAlternatives = NAMESPACES.join('|');
  const literalKey = new RegExp(`(['"\`])((?:${namespaceAlternatives}):[A-Za-z0-9_.-]+)\\1`, 'g');
  // Glob keys are relative to this folder: `./x.ts` here, `../app/x.ts` elsewhere.
  const files = Object.entries(sources).map(([path, text]) => ({
    path: path.startsWith('./') ? path.replace('./', 'src/i18n/') : path.replace('../', 'src/'),
    text,
  }));

  it('scans the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('all exist in English', () => {
    const used = files.flatMap(({ path, text }) =>
      [...text.matchAll(literalKey)].map((match) => ({ path, key: match[2] ?? '' })),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter(({ key }) => !hasEnglishKey(key))).toEqual([]);
  });

  it('are built at run time only on lines marked i18n-dynamic', () => {
    const unmarked = files.flatMap(({ path, text }) =>
      text
        .split('\n')
        .filter((line) => /\bt\(\s*`|i18nKey=\{\s*`/.test(line) && !line.includes('i18n-dynamic'))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(unmarked).toEqual([]);
  });

  it('always carry their namespace, through useT()', () => {
    const offences = files.flatMap(({ path, text }) => [
      ...[...text.matchAll(/\bt\(\s*(['"])([^'"]*)\1/g)]
        .filter((match) => !(match[2] ?? '').includes(':'))
        .map((match) => `${path}: t(${match[0].slice(2)}…) has no namespace`),
      // The i18n module itself is where useTranslation() is wrapped.
      ...(!path.startsWith('src/i18n/') && /\buseTranslation\(/.test(text)
        ? [`${path}: useTranslation()`]
        : []),
    ]);
    expect(offences).toEqual([]);
  });

  it('name every notification toggle, trophy and trophy category (the dynamic keys of settings and achievements)', () => {
    for (const toggle of NOTIFICATION_TOGGLES) {
      expect(hasEnglishKey(`settings:notifications.toggles.${toggle}`), toggle).toBe(true);
    }
    for (const id of ACHIEVEMENT_IDS) {
      expect(hasEnglishKey(`achievements:items.${id}.title`), id).toBe(true);
      expect(hasEnglishKey(`achievements:items.${id}.description`), id).toBe(true);
    }
    for (const category of ACHIEVEMENT_CATEGORIES) {
      expect(hasEnglishKey(`achievements:categories.${category}`), category).toBe(true);
    }
  });
});
