// Accessibility checked by machine: axe-core on the screen as the golfer sees it, failing the journey on any
// serious or critical violation of WCAG 2.0, 2.1 and 2.2 (A and AA) or of axe's best practices.
//
// Where it runs: every route of the app once per project and theme in every-screen-is-accessible.spec.ts (which
// fails when a route of apps/web/src/app/routes.ts has no visit), and each sheet and dialog in the journey that
// opens it, by `await expectAccessible(page, 'the scorecard')` right after it shows. The theme is the page's own:
// the 'desktop' project runs the journeys dark and the 'phone' project light (playwright.config.ts), the
// every-screen journey the other way round, so that each screen is checked in both at both widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
] as const;

/** The impacts that fail a journey. */
const FAILING = new Set(['serious', 'critical']);

export interface AccessibleOptions {
  /**
   * The theme to check in; by default the journeys' own: dark on the laptop, light on the phone (the
   * every-screen journey checks each route in the other one). The page goes back to its theme afterwards.
   */
  theme?: 'light' | 'dark';
  /** CSS selectors left out of the check (a third party's canvas, say); none today. */
  exclude?: string[];
  /** Rules not checked here: only a known violation that another change fixes, named where it is passed. */
  skipRules?: string[];
}

/** The theme the journeys check their screens, sheets and dialogs in, by project. */
function journeyTheme(): 'light' | 'dark' {
  return test.info().project.name === 'phone' ? 'light' : 'dark';
}

/**
 * Runs axe on the page as it is now and fails with a readable list (rule, impact, help, the first nodes) when a
 * serious or critical violation is found. `what` names the screen or dialog in the message.
 */
export async function expectAccessible(
  page: Page,
  what: string,
  { theme = journeyTheme(), exclude = [], skipRules = [] }: AccessibleOptions = {},
) {
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const isDark = theme === 'dark';
  if (wasDark !== isDark) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(isDark ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*$/);
  }
  try {
    await checkNow(page, what, theme, exclude, skipRules);
  } finally {
    if (wasDark !== isDark) await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light' });
  }
}

async function checkNow(
  page: Page,
  what: string,
  theme: string,
  exclude: readonly string[],
  skipRules: readonly string[],
) {
  // Let entry animations (sheets sliding in, fading overlays) settle: axe reads colours mid-transition otherwise.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const running = document.getAnimations().filter((animation) => animation.playState === 'running');
        void Promise.all(running.map((animation) => animation.finished.catch(() => undefined))).then(() =>
          resolve(),
        );
        setTimeout(resolve, 1_500);
      }),
  );
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: [...AXE_TAGS] },
    // axe ships 2.5.3 (label in name) as experimental, off unless asked for.
    rules: {
      'label-content-name-mismatch': { enabled: true },
      ...Object.fromEntries(skipRules.map((rule) => [rule, { enabled: false }])),
    },
  });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const failing = results.violations.filter((violation) => FAILING.has(violation.impact ?? ''));
  const report = failing.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  );
  expect(report, `axe on ${what} (${new URL(page.url()).pathname}, ${theme})`).toEqual([]);
}
