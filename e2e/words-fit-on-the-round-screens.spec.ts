// Words that fit: the round screens at 375 px in the three languages whose words run longest (Japanese, Russian,
// German). No control's text is cut off (an ellipsis or clipped text: wider than its box) and no short label breaks
// onto a second line. Each screen is saved beside the results (`<language>-<screen>.png`) for a person to look at.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contextFor, signedInGolfer, type SignedInGolfer } from './support/accounts';

const LANGUAGES = ['ja', 'ru', 'de'] as const;

/** A short label (a button's, a choice's) longer than this many characters may wrap: a sentence, not a label. */
const SHORT_LABEL = 24;

/** What does not fit: controls whose text is wider than their box, and short labels broken over two lines. */
async function wordsThatDoNotFit(page: Page): Promise<string[]> {
  return page.evaluate((shortLabel) => {
    const problems: string[] = [];
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], [role="radio"], [role="tab"], [role="switch"], summary, label, select, output',
      ),
    );
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const isSrOnly = (element: Element) => element.closest('.sr-only') !== null;
    for (const control of controls) {
      if (!visible(control) || isSrOnly(control)) continue;
      for (const element of [control, ...Array.from(control.querySelectorAll('*'))]) {
        if (!(element instanceof HTMLElement) || !visible(element) || isSrOnly(element)) continue;
        const text = element.textContent?.trim() ?? '';
        if (
          text &&
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).overflowX !== 'auto'
        ) {
          problems.push(`cut off: "${text}" (${element.scrollWidth} px in ${element.clientWidth} px)`);
        }
      }
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        // A CJK character is about two Latin ones wide: a 22-character Japanese list is a sentence, not a label.
        const width = Array.from(text).reduce(
          (sum, char) => sum + (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 2 : 1),
          0,
        );
        if (!text || width > shortLabel || (node.parentElement && isSrOnly(node.parentElement))) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`wraps: "${text}" (${lines.size} lines)`);
      }
    }
    return [...new Set(problems)];
  }, SHORT_LABEL);
}

async function expectWordsFit(page: Page, language: string, screen: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath(`${language}-${screen}.png`), fullPage: false });
  expect(await wordsThatDoNotFit(page), `${screen} in ${language}`).toEqual([]);
}

const bearer = (golfer: SignedInGolfer) => ({ Authorization: `Bearer ${golfer.token}` });

/** A round of Alex and a guest at an 18-hole course of the data set, not started yet. */
async function roundFor(request: APIRequestContext, golfer: SignedInGolfer): Promise<string> {
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: bearer(golfer),
  });
  const { clubs } = (await response.json()) as {
    clubs: { courses?: { id: string; holes: number; tees: { holes: unknown[] }[] }[] }[];
  };
  const course = clubs
    .flatMap((club) => club.courses ?? [])
    .find((candidate) => candidate.holes === 18 && candidate.tees.some((tee) => tee.holes.length === 18));
  if (!course) throw new Error('no 18-hole course with a scorecard in the data set');
  const guest = await request.post('/api/guests', {
    headers: bearer(golfer),
    data: { name: 'Gus Guest', handicap: 18 },
  });
  const { id: guestId } = (await guest.json()) as { id: string };
  const created = await request.post('/api/game', {
    headers: bearer(golfer),
    data: {
      name: 'Words that fit',
      date: new Date(Date.now() + 3_600_000).toISOString(),
      courseId: course.id,
      format: 'strokeplay',
      players: [{ userId: golfer.userId }, { guestId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { gameId: string }).gameId;
}

for (const language of LANGUAGES) {
  test(`the round screens fit at 375 px in ${language} @phone`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const golfer = await signedInGolfer(request, `fit-${language}`, 'Alex', 'Fairway');
    const gameId = await roundFor(request, golfer);
    const context = await contextFor(browser, golfer, 'phone');
    await context.addInitScript(
      ([lang, id]) => {
        localStorage.setItem('fairway.locale', lang);
        // The resume sheet would cover the screens being measured: this golfer has said "not now".
        localStorage.setItem(`fairway.game_resume_${id}`, 'dismissed');
      },
      [language, gameId] as const,
    );
    const page = await context.newPage();

    await page.goto(`/game/${gameId}/settings`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWordsFit(page, language, 'round-settings');

    await page.goto(`/play/${gameId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toList = page.locator('#play-map-toggle');
    if ((await toList.count()) > 0 && (await page.locator('[data-player-row]').count()) === 0)
      await toList.click();
    await expect(page.locator('[data-player-row]').first()).toBeVisible();
    await expectWordsFit(page, language, 'score-list');

    await page.locator('[data-player-row]').first().click();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await expectWordsFit(page, language, 'score-entry');

    await page.goto(`/u/${golfer.userId}/games`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWordsFit(page, language, 'played-rounds');
    await context.close();
  });
}
