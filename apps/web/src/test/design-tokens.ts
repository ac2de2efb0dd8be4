import { readFileSync } from 'node:fs';

const styles = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

/** The colour tokens of one theme block of styles.css (`:root` or `.dark`), by name without `--`: for contrast tests. */
export function designTokens(block: ':root' | '.dark'): Record<string, string> {
  const start = styles.indexOf(`${block} {`);
  const body = styles.slice(start, styles.indexOf('}', start));
  return Object.fromEntries(
    Array.from(body.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{3,6})/g), (match) => [match[1]!, match[2]!]),
  );
}
