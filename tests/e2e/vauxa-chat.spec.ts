import { expect, type Locator, type Page, test } from '@playwright/test';
import { hi } from '../../src/i18n/messages/hi';
import { axeViolations } from '../support/e2e/axe';
import { chunkUrl } from '../support/e2e/chunk-url';
import { pauseClock } from '../support/e2e/clock';
import { whenCodeLoaded } from '../support/e2e/code-loaded';
import { holdRequests } from '../support/e2e/hold-requests';
import { readChunkGraph } from '../support/first-load';
import { gotoHydrated } from './hydration';

/**
 * /vauxa-ai against the local assistant of the running site (no provider keys): the fixed
 * texts and limits, and docs/DECISIONS.md, "Chat" (history in localStorage, streaming with Stop, IME, image allowance).
 */

const APOLOGY = 'माफ़ कीजिए, अभी जवाब देने में दिक्कत हो रही है। कृपया थोड़ी देर बाद फिर से कोशिश करें।';
const HINDI_FEE_QUESTION = 'कोडिंग कोर्स की फीस क्या है?';
const ENGLISH_FEE_QUESTION = 'What is the coding course fee?';
/** The code a message needs, and a toast's: it loads once the page is idle, not with the page. */
const SENDING_CODE = ['chat-reply', 'MessageItems', 'toast-parts'];

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Vauxa' });
const bubbles = (page: Page) => log(page).locator('ol > li');
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message Vauxa' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const history = (page: Page) => page.getByRole('region', { name: 'Chat history' });
const announcement = (page: Page) => page.locator('p[aria-live="polite"]');
const toolsButton = (page: Page) => page.getByRole('button', { name: 'Tools', exact: true });

async function openChat(page: Page): Promise<void> {
  await gotoHydrated(page, '/vauxa-ai');
}

/** Sends with Enter and waits for the complete reply (the Send button returns when the reply is done). */
async function ask(page: Page, question: string): Promise<Locator> {
  await messageBox(page).fill(question);
  await messageBox(page).press('Enter');
  await expect(bubbles(page).filter({ hasText: question })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  return bubbles(page).last();
}

async function chooseTool(page: Page, name: string | RegExp): Promise<void> {
  await toolsButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name }).click();
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByLabel('Language', { exact: true }).selectOption(language);
}

/**
 * The local assistant answers at once. This makes the page receive the real server's events one at a time, `ms`
 * apart, from the moment the test calls `window.setChatDelay(ms)`; aborting the request errors the stream, as a
 * browser's fetch does.
 */
async function slowChatStream(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    let delay = 0;
    Object.assign(window, { setChatDelay: (ms: number) => (delay = ms) });
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/api/ai/enhanced-chat') || delay === 0) return realFetch(input, init);
      const real = await realFetch(input, { ...init, signal: null });
      const events = (await real.text()).split(/(?<=\n\n)/);
      const encoder = new TextEncoder();
      let timer = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const next = () => {
            const event = events.shift();
            if (event === undefined) return controller.close();
            controller.enqueue(encoder.encode(event));
            timer = window.setTimeout(next, delay);
          };
          timer = window.setTimeout(next, delay);
          init?.signal?.addEventListener('abort', () => {
            window.clearTimeout(timer);
            controller.error(new DOMException('The user aborted a request.', 'AbortError'));
          });
        },
      });
      return new Response(body, { status: real.status, headers: real.headers });
    };
  });
}

const setChatDelay = (page: Page, ms: number) =>
  page.evaluate((value) => (window as unknown as { setChatDelay: (ms: number) => void }).setChatDelay(value), ms);

test("one h1, the defaults (info persona, the edition's language, AI version 1.5, dark surface) and an empty conversation", async ({
  page,
}) => {
  await openChat(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vauxa 1.5 AI Assistant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByLabel('Persona')).toHaveValue('info');
  await expect(page.getByLabel('Persona').locator('option')).toHaveText([
    'Info Assistant',
    'Saheli (friend)',
    'Dost (friend)',
    'Counselor',
    'Fun Buddy',
  ]);
  // English on the English edition (the API's own default stays Hindi).
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  await expect(page.getByLabel('Language', { exact: true }).locator('option')).toHaveCount(4);
  await expect(page.getByLabel('AI version')).toHaveValue('1.5');
  await expect(page.getByRole('link', { name: 'Model and dark mode' })).toHaveAttribute('href', '/settings');
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  await expect(bubbles(page)).toHaveCount(0);
});

test('a chat in Hindi gets the real fee from the local assistant, announced once when done', async ({ page }) => {
  await openChat(page);
  await chooseLanguage(page, 'hi');
  const requests: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai/enhanced-chat')) requests.push(request.postDataJSON());
  });
  const reply = await ask(page, HINDI_FEE_QUESTION);
  await expect(reply).toContainText('1,699');
  await expect(reply).toContainText('फीस');
  await expect(reply.locator('[lang="hi"]')).toContainText('1,699');
  // A Hindi reply links the Hindi edition of the page that states the fact.
  await expect(reply.getByRole('link', { name: 'एडमिशन: कोडिंग कोर्स की फीस' })).toHaveAttribute(
    'href',
    '/hi/admissions#faq-coding-fee',
  );
  await expect(announcement(page)).toContainText('1,699');
  expect(requests).toEqual([
    expect.objectContaining({
      message: HINDI_FEE_QUESTION,
      language: 'hi',
      personality: 'info',
      aiVersion: '1.5',
      model: 'gpt-4o',
      conversationHistory: '',
    }),
  ]);
  // A follow-up carries the first turn as history text.
  await ask(page, 'और बिज़नेस कोर्स की फीस?');
  expect(requests[1]).toMatchObject({ conversationHistory: expect.stringMatching(/^User: कोडिंग.*\nAssistant: /s) });
});

test('a chat in English with web search shows the answer and its search results', async ({ page }) => {
  await openChat(page);
  await chooseLanguage(page, 'en');
  await toolsButton(page).click();
  await page.getByRole('menuitemcheckbox', { name: 'Web search' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Web search' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Web search on')).toBeVisible();
  const reply = await ask(page, ENGLISH_FEE_QUESTION);
  await expect(reply.locator('[lang="en"]')).toContainText('The Coding course costs ₹1,699');
  await expect(reply).toContainText('Search results');
  await expect(reply.getByRole('link', { name: 'Admissions: Coding course fee' })).toHaveAttribute(
    'href',
    '/admissions#faq-coding-fee',
  );
  await expect(reply.getByRole('link', { name: 'Coding course', exact: true })).toHaveAttribute(
    'href',
    /^\/admissions/,
  );
});

test('Shift+Enter makes a new line, Enter sends; blank text and IME composition never send', async ({ page }) => {
  await openChat(page);
  const box = messageBox(page);
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill('पहली पंक्ति');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('पहली पंक्ति\nsecond line');
  await box.dispatchEvent('keydown', { key: 'Enter', code: 'Enter', isComposing: true, bubbles: true });
  await box.dispatchEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 229, bubbles: true });
  await expect(bubbles(page)).toHaveCount(0);
  await box.press('Enter');
  await expect(bubbles(page).first()).toContainText('पहली पंक्ति\nsecond line');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await expect(bubbles(page)).toHaveCount(2);
});

test('Stop ends a streaming reply and keeps its text so far', async ({ page }) => {
  await page.clock.install();
  await slowChatStream(page);
  await openChat(page);
  await chooseLanguage(page, 'en');
  await setChatDelay(page, 600);
  await messageBox(page).fill(ENGLISH_FEE_QUESTION);
  await messageBox(page).press('Enter');
  await expect(log(page).getByText('Vauxa is typing')).toBeAttached();
  const reply = bubbles(page).nth(1);
  // The slowed stream starts once the server's whole reply is in, which takes longer on a busy machine.
  await expect(reply).toContainText('The Coding course', { timeout: 15_000 });
  // From here the stream's next event comes only when the test runs the clock, so Stop meets the reply as it is.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  const kept = await reply.textContent();
  // Every event the stream still held would have arrived within these seconds.
  await page.clock.runFor(10_000);
  await expect(reply).toHaveText(kept ?? '');
  await expect(reply).not.toContainText('1,699');
  await expect(bubbles(page)).toHaveCount(2);
  await expect(log(page)).not.toContainText(APOLOGY);
  await expect(notifications(page).getByRole('alert')).toHaveCount(0);
  await expect(announcement(page)).toContainText('Stopped.');
});

test('a failed reply adds the Hindi apology and the "Error" toast once, without the server text', async ({ page }) => {
  await page.route('**/api/ai/enhanced-chat', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"upstream 42"}' }),
  );
  await openChat(page);
  const reply = await ask(page, 'नमस्ते');
  await expect(reply).toContainText(APOLOGY);
  await expect(reply.locator('[lang="hi"]')).toHaveText(APOLOGY);
  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('Failed to send message. Please try again.');
  await expect(alert.locator('p').first()).toHaveText('Error');
  await expect(notifications(page)).not.toContainText('Error: Error');
  await expect(page.locator('body')).not.toContainText('upstream 42');
});

test('a first message waits for the code that sends and shows it on a slow network, then gets the answer', async ({
  page,
}) => {
  // The reply's streaming code and the messages' code arrive late, on cue.
  const releases = [
    await holdRequests(page, chunkUrl('chat-reply')),
    await holdRequests(page, chunkUrl('MessageItems')),
  ];
  await openChat(page);
  await messageBox(page).fill(HINDI_FEE_QUESTION);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(log(page)).toHaveAttribute('aria-busy', 'true');
  for (const release of releases) release();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await expect(log(page)).not.toHaveAttribute('aria-busy');
  await expect(bubbles(page)).toHaveCount(2);
  await expect(bubbles(page).first()).toContainText(HINDI_FEE_QUESTION);
  await expect(bubbles(page).last()).toContainText('1,699');
});

test('offline after the page has loaded: the first message gets the Hindi apology and "Failed to send message"', async ({
  page,
  context,
}) => {
  const sendingCode = whenCodeLoaded(page, SENDING_CODE);
  await openChat(page);
  await sendingCode;
  await context.setOffline(true);
  await messageBox(page).fill(HINDI_FEE_QUESTION);
  await messageBox(page).press('Enter');
  await expect(bubbles(page)).toHaveCount(2);
  await expect(bubbles(page).last()).toContainText(APOLOGY);
  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('Failed to send message. Please try again.');
  await expect(alert.locator('p').first()).toHaveText('Error');
  await context.setOffline(false);
  const reply = await ask(page, ENGLISH_FEE_QUESTION);
  await expect(reply).toContainText('1,699');
});

test('Hindi page, offline after it has loaded: the first message gets the apology and the toast in Hindi', async ({
  page,
  context,
}) => {
  // Once the page is idle, the code a message needs loads with its Hindi texts (src/i18n/part-words.ts).
  const hindiChatParts = Object.entries(readChunkGraph()).find(([, chunk]) =>
    chunk.modules.includes('src/i18n/messages/hi/chat-parts.ts'),
  )?.[0];
  if (!hindiChatParts) throw new Error('no chunk holds the Hindi texts of chatParts');
  const sendingCode = whenCodeLoaded(page, [...SENDING_CODE, hindiChatParts]);
  await gotoHydrated(page, '/hi/vauxa-ai');
  await sendingCode;
  await context.setOffline(true);
  const box = page.getByRole('textbox', { name: hi.chat.messageVauxa });
  await box.fill(HINDI_FEE_QUESTION);
  await box.press('Enter');
  const hindiBubbles = page.getByRole('log', { name: hi.chat.conversation }).locator('ol > li');
  await expect(hindiBubbles).toHaveCount(2);
  await expect(hindiBubbles.last()).toContainText(APOLOGY);
  const alert = page.getByRole('region', { name: hi.toasts.region('F8') }).getByRole('alert');
  await expect(alert).toContainText(hi.chatParts.sendFailed);
  await expect(alert.locator('p').first()).toHaveText(hi.toasts.error);
});

test('when the code a message needs cannot be fetched: the network-error toast; later the message is answered', async ({
  page,
}) => {
  const chunks = [chunkUrl('chat-reply'), chunkUrl('MessageItems')];
  for (const chunk of chunks) await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await openChat(page);
  await messageBox(page).fill(HINDI_FEE_QUESTION);
  await messageBox(page).press('Enter');
  const alerts = notifications(page).getByRole('alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText('Could not reach the server. Check your connection and try again.');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  for (const chunk of chunks) await page.unroute(chunk);
  const reply = await ask(page, ENGLISH_FEE_QUESTION);
  await expect(reply).toContainText('1,699');
});

test('history: New Chat keeps the conversation, which survives a reload, loads and deletes, with the toasts', async ({
  page,
}) => {
  await openChat(page);
  await expect(history(page)).toContainText('No saved conversations yet.');
  await ask(page, HINDI_FEE_QUESTION);
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(notifications(page)).toContainText('New Chat Started');
  await expect(bubbles(page)).toHaveCount(0);
  const items = history(page).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(HINDI_FEE_QUESTION);
  await expect(items.first()).toContainText('2 messages');

  await page.reload();
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
  await expect(items).toHaveCount(1);
  await history(page)
    .getByRole('button', { name: `Load chat: ${HINDI_FEE_QUESTION}` })
    .click();
  await expect(notifications(page)).toContainText('Chat Restored');
  await expect(bubbles(page)).toHaveCount(2);
  await expect(log(page)).toContainText('1,699');
  await expect(items.first()).toContainText('open now');

  // A loaded chat that goes on is updated in place by New Chat, not copied.
  await ask(page, 'और बिज़नेस कोर्स?');
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('4 messages');

  await history(page)
    .getByRole('button', { name: `Delete chat: ${HINDI_FEE_QUESTION}` })
    .click();
  await expect(notifications(page)).toContainText('Chat Deleted');
  await expect(items).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('vauxa-chat-history'))).toBeNull();
});

test('Clear all history empties the list in this browser', async ({ page }) => {
  await openChat(page);
  for (const question of ['Who can invest?', 'What is the lock-in period?']) {
    await ask(page, question);
    await page.getByRole('button', { name: 'New Chat' }).click();
  }
  await expect(history(page).getByRole('listitem')).toHaveCount(2);
  await history(page).getByRole('button', { name: 'Clear all history' }).click();
  await expect(history(page).getByRole('listitem')).toHaveCount(0);
  await expect(history(page).getByRole('button', { name: 'Clear all history' })).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('vauxa-chat-history'))).toBeNull();
});

test('Hindi page: a saved chat is dated with the Hindi month, and Clear all empties the list with the Hindi toast', async ({
  page,
}) => {
  await gotoHydrated(page, '/hi/vauxa-ai');
  const box = page.getByRole('textbox', { name: hi.chat.messageVauxa });
  await box.fill(HINDI_FEE_QUESTION);
  await box.press('Enter');
  await expect(page.getByRole('log', { name: hi.chat.conversation })).toContainText('1,699');
  await expect(page.getByRole('button', { name: hi.chat.send })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: hi.chat.newChat }).click();
  const hindiHistory = page.getByRole('region', { name: hi.chat.chatHistory });
  const saved = hindiHistory.getByRole('listitem');
  await expect(saved).toHaveCount(1);
  // The month as this browser names it in Hindi today ("नवंबर"), never the English "Nov".
  const month = await page.evaluate(() => new Intl.DateTimeFormat('hi-IN', { month: 'long' }).format(new Date()));
  await expect(saved.locator('time')).toContainText(month);
  await expect(saved.locator('time')).not.toContainText(/[A-Z][a-z]{2}/);
  await hindiHistory.getByRole('button', { name: hi.chat.clearAll }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole('region', { name: hi.toasts.region('F8') })).toContainText(
    hi.chatParts.historyClearedText,
  );
  await expect(hindiHistory.getByRole('button', { name: hi.chat.clearAll })).toBeDisabled();
});

test('image generation without a provider: the failure toast, and the one use is not spent', async ({ page }) => {
  await openChat(page);
  await chooseTool(page, 'Image generation');
  const dialog = page.getByRole('dialog', { name: 'Image generation' });
  await expect(dialog).toBeVisible();
  const generate = dialog.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  await dialog.getByLabel('Image description').fill('   ');
  await expect(generate).toBeDisabled();
  await dialog.getByLabel('Image description').fill('A peacock dancing in the monsoon rain');
  const response = page.waitForResponse('**/api/ai/image-generation');
  await generate.click();
  expect((await response).status()).toBe(503);
  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('Image Generation Failed');
  await expect(alert).toContainText('Please try again later.');
  await expect(dialog).toBeHidden();
  await toolsButton(page).click();
  const item = page.getByRole('menuitem', { name: 'Image generation' });
  await expect(item).toBeEnabled();
  await expect(item).not.toContainText('Blocked');
  await item.click();
  await expect(dialog).toBeVisible();
});

test('under prefers-reduced-motion the typing dots stand still instead of flickering', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // No answer: the dots stay.
  await page.route('**/api/ai/enhanced-chat', () => {});
  await openChat(page);
  await messageBox(page).fill('Hello');
  await messageBox(page).press('Enter');
  await expect(log(page).getByText('Vauxa is typing')).toBeAttached();
  const looping = () =>
    page.evaluate(
      () => document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length,
    );
  expect(await looping()).toBe(0);
});

test('a tool dialog chosen by keyboard takes the focus and gives it back to Tools on Escape', async ({ page }) => {
  await openChat(page);
  await toolsButton(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemcheckbox').first()).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sound effect' });
  await expect(dialog.getByLabel('Words or sound to speak')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toolsButton(page)).toBeFocused();
});

test('a generated image shows in the chat, opens full size, downloads, and the tool is then Blocked', async ({
  page,
}) => {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  await page.route('**/api/ai/image-generation', (route) =>
    route.fulfill({ json: { success: true, imageUrl: `data:image/png;base64,${png}` } }),
  );
  await openChat(page);
  await chooseTool(page, 'Image generation');
  const dialog = page.getByRole('dialog', { name: 'Image generation' });
  await dialog.getByLabel('Image description').fill('A tabla on a wooden floor');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(notifications(page)).toContainText('Image Generated Successfully');
  const image = log(page).getByRole('img', { name: 'Image: A tabla on a wooden floor' });
  await expect(image).toBeVisible();
  await log(page)
    .getByRole('button', { name: /View full size/ })
    .click();
  const viewer = page.getByRole('dialog', { name: 'Generated image' });
  await expect(viewer.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('vauxa-image.png');
  await expect(notifications(page)).toContainText('Image Downloaded');
  // Exact: the toasts shown over the viewer have their own 'Close notification' buttons.
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toBeHidden();
  await toolsButton(page).click();
  const item = page.getByRole('menuitem', { name: /Image generation/ });
  await expect(item).toContainText('Blocked');
  await expect(item).toBeDisabled();
  await item.click({ force: true });
  await expect(dialog).toBeHidden();
});

test('the sound effect works once per page session, then the menu shows Blocked', async ({ page }) => {
  await openChat(page);
  await chooseTool(page, 'Sound effect');
  const dialog = page.getByRole('dialog', { name: 'Sound effect' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Words or sound to speak').fill('ढोल बज रहा है, धम धम धम');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const audio = dialog.locator('audio');
  await expect(audio).toHaveAttribute('src', /^data:audio\/mpeg;base64,/, { timeout: 15_000 });
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await toolsButton(page).click();
  const item = page.getByRole('menuitem', { name: /Sound effect/ });
  await expect(item).toContainText('Blocked');
  await expect(item).toBeDisabled();
  await item.click({ force: true });
  await expect(dialog).toBeHidden();
  // The image tool is a separate allowance.
  await expect(page.getByRole('menuitem', { name: 'Image generation' })).toBeEnabled();
});

test('Play Voice Message speaks a reply as playable audio', async ({ page }) => {
  await openChat(page);
  await chooseLanguage(page, 'hi');
  const reply = await ask(page, HINDI_FEE_QUESTION);
  const request = page.waitForRequest('**/api/ai/sound-effects');
  await reply.getByRole('button', { name: 'Play Voice Message' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    personality: 'info',
    tool: 'voice',
    voiceId: 'espeak-hi-f2',
    language: 'hi',
    message: expect.stringContaining('1,699'),
  });
  const audio = reply.locator('audio');
  await expect(audio).toHaveAttribute('src', /^data:audio\/mpeg;base64,/, { timeout: 15_000 });
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 10_000 })
    .toBeGreaterThan(0);
});

test('Copy message puts the text on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openChat(page);
  const reply = await ask(page, ENGLISH_FEE_QUESTION);
  await reply.getByRole('button', { name: 'Copy message' }).click();
  await expect(notifications(page)).toContainText('Message Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('1,699');
});

test('on a slow network the tools menu opens once its code is in, its button busy meanwhile', async ({ page }) => {
  const release = await holdRequests(page, chunkUrl('ToolsMenuItems'));
  await openChat(page);
  await toolsButton(page).click();
  await expect(toolsButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('menu')).toBeHidden();
  release();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Web search' })).toBeFocused({ timeout: 10_000 });
  await expect(toolsButton(page)).not.toHaveAttribute('aria-busy');
  await expect(toolsButton(page)).toHaveAttribute('aria-expanded', 'true');
});

test('the tools menu works from the keyboard', async ({ page }) => {
  await openChat(page);
  await toolsButton(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Web search' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sound effect' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Web search' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Deep analysis' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(toolsButton(page)).toBeFocused();
  await expect(page.getByText('Deep analysis on')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sound effect' })).toBeVisible();
  await expect(page.getByLabel('Words or sound to speak')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sound effect' })).toBeHidden();
});

test('the settings dialog offers every language', async ({ page }) => {
  await openChat(page);
  await page.getByRole('button', { name: 'More languages…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat settings' });
  await expect(dialog.getByLabel('Language').locator('option')).toHaveCount(8);
  await dialog.getByLabel('Language').selectOption('bhojpuri');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('bhojpuri');
});

test('a reader scrolled up is not pulled down; Jump to latest brings the end into view', async ({ page }) => {
  await slowChatStream(page);
  await page.setViewportSize({ width: 1440, height: 700 });
  await openChat(page);
  await chooseLanguage(page, 'en');
  for (const question of [ENGLISH_FEE_QUESTION, 'Who can invest?', 'What is the lock-in period?']) {
    await ask(page, question);
  }
  const list = log(page);
  const distanceFromEnd = () => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  expect(await distanceFromEnd()).toBeLessThan(2);
  await setChatDelay(page, 400);
  await messageBox(page).fill('What is the business course fee?');
  await messageBox(page).press('Enter');
  // The reader's own message takes the view to the end.
  await expect.poll(distanceFromEnd).toBeLessThan(2);
  await list.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(bubbles(page).last()).toContainText('The Business course', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0);
  await page.getByRole('button', { name: 'Jump to latest' }).click();
  expect(await distanceFromEnd()).toBeLessThan(2);
  await expect(page.getByRole('button', { name: 'Jump to latest' })).toBeHidden();
});

test.describe('axe', () => {
  test('no violations with a conversation, search results and the dark surface', async ({ page }) => {
    await openChat(page);
    await chooseLanguage(page, 'en');
    await toolsButton(page).click();
    await page.getByRole('menuitemcheckbox', { name: 'Web search' }).click();
    await page.keyboard.press('Escape');
    await ask(page, ENGLISH_FEE_QUESTION);
    await page.getByRole('button', { name: 'New Chat' }).click();
    await ask(page, HINDI_FEE_QUESTION);
    expect(await axeViolations(page)).toEqual([]);
    await toolsButton(page).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('no violations in light mode with the image dialog open', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vauxa-settings', '{"model":"gpt-4o","darkMode":false}'));
    await openChat(page);
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'light');
    await ask(page, ENGLISH_FEE_QUESTION);
    expect(await axeViolations(page)).toEqual([]);
    await chooseTool(page, 'Image generation');
    await expect(page.getByRole('dialog', { name: 'Image generation' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('no violations at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openChat(page);
    await ask(page, HINDI_FEE_QUESTION);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Chromium draws a select's arrow inside its content box, about this wide; the chosen name gets the rest. */
const SELECT_ARROW_PX = 20;

test('at 360 px the persona and language selects show each name whole, in both editions', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [path, labels, settings] of [
    ['/vauxa-ai', ['Persona', 'Language'], 'Chat settings'],
    ['/hi/vauxa-ai', [hi.chat.persona, hi.chat.language], hi.chat.settingsToggle],
  ] as const) {
    await gotoHydrated(page, path);
    // On a phone the selects fold behind the settings button.
    await page.getByRole('button', { name: settings }).click();
    for (const label of labels) {
      const tooWide = await page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement, arrow) => {
        const style = getComputedStyle(select);
        const room =
          select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - arrow;
        return [...select.options].flatMap((option) => {
          const probe = document.createElement('span');
          probe.textContent = option.textContent;
          probe.style.font = style.font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'nowrap';
          document.body.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width > room ? [`${option.textContent} (${Math.round(width)} > ${Math.round(room)} px)`] : [];
        });
      }, SELECT_ARROW_PX);
      expect(tooWide, `${path} ${label}`).toEqual([]);
    }
  }
});

test('at 360 px the empty chat reads from its greeting, on arrival and after New Chat', async ({ page }) => {
  // Short enough that the log, with the settings folded, still scrolls for the suggested questions.
  await page.setViewportSize({ width: 360, height: 560 });
  await gotoHydrated(page, '/hi/vauxa-ai');
  const hindiLog = page.getByRole('log', { name: hi.chat.conversation });
  const greeting = hindiLog.getByText(hi.chat.welcomeHindi);
  /** How far the greeting's top sits below the log's visible top (negative: cut off above). */
  const greetingOffset = () =>
    greeting.evaluate(
      (p) => p.getBoundingClientRect().top - (p.closest('[role="log"]')?.getBoundingClientRect().top ?? 0),
    );
  // The log is shorter than the greeting and the questions together here, so it must scroll for the rest.
  expect(await hindiLog.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  expect(await greetingOffset()).toBeGreaterThanOrEqual(0);
  await hindiLog.getByRole('button').first().click();
  await expect(hindiLog.locator('ol > li')).toHaveCount(2);
  await expect(page.getByRole('button', { name: hi.chat.send })).toBeVisible({ timeout: 15_000 });
  await hindiLog.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await page.getByRole('button', { name: hi.chat.newChat }).click();
  await expect(greeting).toBeVisible();
  expect(await greetingOffset()).toBeGreaterThanOrEqual(0);
});
