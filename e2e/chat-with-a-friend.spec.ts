// Two golfers chat live: Ada starts a direct chat with Ben and sends text, a lone emoji, a link (its preview card
// shows) and a photo; Ben sees each live, reacts and replies; Ada deletes a message and it disappears on Ben's
// screen. Ada then makes a group with Ben and Cal and gives it a picture that Ben sees live; Cal leaves, Ada removes
// Ben; a stranger's request for the chat's messages is refused. On the phone the list and the conversation are two
// screens (`/messages`, `/messages/{chatId}`) with a way back. Written against apps/web/src/features/chat and apps/server/src/features/chat.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer } from './support/accounts';

/** A last name nobody else in the database has, in letters only: the search finds exactly this golfer. */
const uniqueLastName = () =>
  `Cha${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/** A 40×30 PNG, enough for the upload to re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwIlADsKQPxnb45L+mzSUO1mfzLF4Th3hqneaAonKLCSGxWJxWAwWi8VhMV+xeAGSp6munLvOcQAAAABJRU5ErkJggg==',
  'base64',
);

const messageRow = (page: Page, text: string) => page.locator('[data-index]').filter({ hasText: text });

async function startChat(page: Page, lastNames: string[]) {
  await page.getByRole('button', { name: 'New chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'New chat' });
  for (const lastName of lastNames) {
    await dialog.getByRole('searchbox', { name: 'Search golfers' }).fill(lastName);
    await dialog.getByRole('checkbox', { name: new RegExp(lastName) }).check();
  }
  await dialog.getByRole('button', { name: lastNames.length > 1 ? 'Start group' : 'Start chat' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1)!;
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

test('two golfers chat live: text, emoji, link, photo, reactions, delete, groups', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const device = test.info().project.name === 'phone' ? 'phone' : 'laptop';
  const [adaLast, benLast, calLast] = [uniqueLastName(), uniqueLastName(), uniqueLastName()];
  const ada = await signedInGolfer(request, 'ada-chat', 'Ada', adaLast);
  const ben = await signedInGolfer(request, 'ben-chat', 'Ben', benLast);
  const cal = await signedInGolfer(request, 'cal-chat', 'Cal', calLast);
  const stranger = await signedInGolfer(request, 'sam-chat', 'Sam', uniqueLastName());
  const adaPage = await (await contextFor(browser, ada, device)).newPage();
  const benPage = await (await contextFor(browser, ben, device)).newPage();
  let chatId = '';

  await test.step('Ada starts a direct chat with Ben; Ben opens it', async () => {
    await adaPage.goto('/messages');
    await expect(adaPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    chatId = await startChat(adaPage, [benLast]);
    await expect(adaPage.getByRole('heading', { name: `Ben ${benLast}` })).toBeVisible();
    await adaPage.getByRole('link', { name: 'Back to chats' }).click();
    await expect(adaPage).toHaveURL(/\/messages$/);
    await adaPage.getByRole('link', { name: new RegExp(`Ben ${benLast}`) }).click();
    await expect(adaPage).toHaveURL(new RegExp(`/messages/${chatId}$`));
    await expect(adaPage.getByRole('heading', { name: `Ben ${benLast}` })).toBeVisible();
    await benPage.goto(`/messages/${chatId}`);
    await expect(benPage.getByRole('heading', { name: `Ada ${adaLast}` })).toBeVisible({ timeout: 30_000 });
    await expect(benPage.getByText('Online')).toBeVisible();
  });

  await test.step('Ada sends text, a lone emoji, a link and a photo; Ben sees each live', async () => {
    await send(adaPage, 'Tee time at 9:10?');
    await expect(messageRow(benPage, 'Tee time at 9:10?')).toBeVisible();
    await send(adaPage, '⛳');
    await expect(messageRow(benPage, '⛳').locator('.text-5xl')).toBeVisible();
    await send(adaPage, 'Scorecard: www.fairway-golf.example/card and again www.fairway-golf.example/card');
    const preview = benPage.getByRole('link', { name: /fairway-golf\.example https:\/\/www\.fairway-golf/ });
    await expect(preview).toHaveCount(1);
    await adaPage.locator('input[type="file"]').setInputFiles({
      name: 'green.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(benPage.getByRole('img', { name: 'Photo' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(benPage, 'a conversation with text, emoji, a link and a photo');
  });

  await test.step('Ben reacts and replies (Shift+Enter adds a line); Ada sees both', async () => {
    await messageRow(benPage, 'Tee time at 9:10?').getByRole('button', { name: 'Message actions' }).click();
    await benPage.getByRole('menuitem', { name: 'React with 👍' }).click();
    await expect(
      messageRow(adaPage, 'Tee time at 9:10?').getByRole('button', { name: '👍: 1' }),
    ).toBeVisible();
    const box = benPage.getByRole('textbox', { name: 'Message' });
    await box.fill('Yes!');
    await box.press('Shift+Enter');
    await box.pressSequentially('See you there');
    await box.press('Enter');
    await expect(messageRow(adaPage, 'See you there')).toContainText('Yes!');
  });

  await test.step('Ada deletes a message and it disappears on Ben’s screen', async () => {
    await messageRow(adaPage, 'Tee time at 9:10?').getByRole('button', { name: 'Message actions' }).click();
    await adaPage.getByRole('menuitem', { name: 'Delete message' }).click();
    await adaPage.getByRole('alertdialog').getByRole('button', { name: 'Delete message' }).click();
    await expect(messageRow(benPage, 'Tee time at 9:10?')).toHaveCount(0);
    await expect(messageRow(adaPage, 'Tee time at 9:10?')).toHaveCount(0);
  });

  await test.step('screens at 375 and 1280 px, light and dark', async () => {
    for (const [width, theme] of [
      [375, 'light'],
      [375, 'dark'],
      [1280, 'light'],
      [1280, 'dark'],
    ] as const) {
      await adaPage.setViewportSize({ width, height: 812 });
      await adaPage.emulateMedia({ colorScheme: theme });
      const path = test.info().outputPath(`chat-${width}-${theme}.png`);
      await adaPage.screenshot({ path });
      await test.info().attach(`chat-${width}-${theme}`, { path, contentType: 'image/png' });
    }
    await adaPage.emulateMedia({ colorScheme: 'light' });
    // back to the project's own width, so that the rest of the journey runs on the phone's screen too
    const viewport = test.info().project.use.viewport;
    if (viewport) await adaPage.setViewportSize(viewport);
  });

  await test.step('Ada makes a group with Ben and Cal and sets its picture; Cal leaves; Ada removes Ben', async () => {
    await adaPage.goto('/messages');
    const groupId = await startChat(adaPage, [benLast, calLast]);
    await expect(adaPage.getByRole('heading', { name: 'Group Chat' })).toBeVisible();
    await send(adaPage, 'Sunday four?');

    const calPage = await (await contextFor(browser, cal, device)).newPage();
    await calPage.goto(`/messages/${groupId}`);
    await expect(messageRow(calPage, 'Sunday four?')).toBeVisible({ timeout: 30_000 });
    await calPage.getByRole('button', { name: 'Chat info' }).click();
    await calPage.getByRole('button', { name: 'Leave chat' }).click();
    await calPage.getByRole('alertdialog').getByRole('button', { name: 'Leave chat' }).click();
    await expect(calPage).toHaveURL(/\/messages$/);

    await benPage.goto(`/messages/${groupId}`);
    await expect(messageRow(benPage, 'Sunday four?')).toBeVisible({ timeout: 30_000 });
    await expect(benPage.locator('header img')).toHaveCount(0);
    await adaPage.getByRole('button', { name: 'Chat info' }).click();
    const info = adaPage.getByRole('dialog', { name: 'Group Chat' });
    await expect(info.getByRole('button', { name: 'Add a picture' })).toBeVisible();
    await info.getByTestId('group-picture-input').setInputFiles({
      name: 'four.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(adaPage.getByText('Group picture changed')).toBeVisible({ timeout: 20_000 });
    await expect(info.getByRole('button', { name: 'Change picture' })).toBeVisible();
    // the toast's fade would be read as a contrast failure by the check below
    await expect(adaPage.getByText('Group picture changed')).toBeHidden({ timeout: 15_000 });
    for (const theme of ['light', 'dark'] as const) {
      await adaPage.emulateMedia({ colorScheme: theme });
      const path = test.info().outputPath(`group-info-${theme}.png`);
      await adaPage.screenshot({ path });
      await test.info().attach(`group-info-${theme}`, { path, contentType: 'image/png' });
    }
    await adaPage.emulateMedia({ colorScheme: 'light' });
    // Ben sees it live in the conversation's header
    await expect(benPage.locator('header img[src^="/media/images/"]')).toBeVisible({ timeout: 15_000 });
    await expect(info.getByText('Members: 2')).toBeVisible();
    await expect(info.getByText('Creator')).toBeAttached();
    await expectAccessible(adaPage, 'the group info with its creator');
    await info.getByRole('button', { name: 'Remove', exact: true }).click();
    await adaPage.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(info.getByText('Members: 1')).toBeVisible();
    await expect(
      benPage
        .getByText('Only the chat’s members can do this.')
        .or(benPage.getByText("Only the chat's members can do this.")),
    ).toBeVisible({ timeout: 15_000 });

    const refused = await request.get(`/api/chats/${groupId}/messages`, {
      headers: { Authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()) as unknown).toMatchObject({ error: { code: 'not_a_chat_member' } });
  });
});
