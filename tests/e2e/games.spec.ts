import { expect, type Page, test } from '@playwright/test';
import hindiCards from '../../content/data/hi/voice-challenges.json' with { type: 'json' };
import englishCards from '../../content/data/voice-challenges.json' with { type: 'json' };
import { hi } from '../../src/i18n/messages/hi';
import { axeViolations } from '../support/e2e/axe';
import { chunkUrl } from '../support/e2e/chunk-url';
import { FAKE_MIC_HZ } from '../support/e2e/fake-microphone';
import { gotoHydrated } from './hydration';

/**
 * /games in the games-fake-mic project: Chromium's fake microphone plays a 220 Hz tone (playwright.config.ts).
 * One round of each game, the page with the microphone refused, and axe.
 */

async function openGames(page: Page) {
  await gotoHydrated(page, '/games');
}

const bestScores = (page: Page, game: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), `games:best:${game}`);

test('a tongue-twister round: hear it, time and record it, rate it, keep the best score', async ({ page }) => {
  await openGames(page);
  const game = page.locator('#tongue-twisters');
  await game.getByRole('radio', { name: 'English' }).check();
  await game.getByLabel('Tongue twister').selectOption('red-lorry');
  await expect(game.locator('p[lang="en"]')).toHaveText('Red lorry, yellow lorry, red lorry, yellow lorry.');

  await game.getByRole('button', { name: 'Hear it' }).click();
  const model = game.getByLabel('Model reading');
  await expect(model).toHaveAttribute('src', '/api/games/model-reading/red-lorry');
  await expect
    .poll(() => model.evaluate((audio: HTMLAudioElement) => audio.currentTime > 0 || audio.ended), { timeout: 20_000 })
    .toBe(true);
  expect(await model.evaluate((audio: HTMLAudioElement) => audio.error)).toBeNull();

  // Keyboard: the timer button works with Enter.
  await game.getByRole('button', { name: 'Start timer' }).focus();
  await page.keyboard.press('Enter');
  await expect(game.getByRole('button', { name: 'Stop timer' })).toHaveAttribute('aria-pressed', 'true');
  await expect(game.getByText('Recording…')).toBeVisible();
  await expect(game.locator('[aria-live="polite"]')).toContainText('Timer started');
  // Stops once the timer has counted a second of speech, however fast the machine runs.
  await expect(game.getByRole('timer')).toHaveText(/^[1-9]\d*\.\d s$/);
  await game.getByRole('button', { name: 'Stop timer' }).click();
  await expect(game.getByRole('timer')).not.toHaveText('0.0 s');
  await expect(game.locator('[aria-live="polite"]')).toContainText('Timer stopped at');
  await expect(game.getByLabel('Your recording')).toHaveAttribute('src', /^blob:/);

  await game.getByRole('radio', { name: 'Clean' }).check();
  await game.getByRole('button', { name: 'Save score' }).click();
  await expect(game.getByText(/^Score \d+$/)).toBeVisible();
  await expect(game.locator('[aria-live="polite"]')).toContainText('New best for this twister!');
  const saved = await bestScores(page, 'tongue-twister');
  expect(saved['red-lorry']).toBeGreaterThan(0);

  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await game.getByRole('radio', { name: 'English' }).check();
  await game.getByLabel('Tongue twister').selectOption('red-lorry');
  await expect(game.getByText(`Best score ${saved['red-lorry']}`)).toBeVisible();
});

test(`pitch match: the ${FAKE_MIC_HZ} Hz microphone on an A3 target reads about 0 cents and scores`, async ({
  page,
}) => {
  await openGames(page);
  const game = page.locator('#pitch-match');
  await game.getByRole('combobox', { name: 'Target note' }).selectOption({ label: 'A3 (220 Hz)' });
  await game.getByRole('button', { name: 'Start listening' }).click();
  const meter = game.getByRole('meter');
  await expect(meter).toHaveAttribute('aria-valuetext', /Hz/, { timeout: 10_000 });
  const cents = Number(await meter.getAttribute('aria-valuenow'));
  expect(Math.abs(cents)).toBeLessThanOrEqual(5);
  await expect(meter).toHaveAttribute('aria-valuetext', /^(In tune|\d cents (sharp|flat)), 220 Hz$/);
  await expect(game.getByText('220 Hz (A3)', { exact: true })).toBeVisible();
  await expect(game.getByText(/^Score \d+/)).toBeVisible({ timeout: 10_000 });
  // The round ends at a 6-second hold.
  await expect(game.locator('[aria-live="polite"]').last()).toContainText(/Round over\. Score \d+/, {
    timeout: 12_000,
  });
  await expect(game.getByRole('button', { name: 'Start listening' })).toBeVisible();
  const saved = await bestScores(page, 'pitch-match');
  expect(saved['57']).toBeGreaterThanOrEqual(90);
});

test('/hi/games: the pitch match and the emotion cards come with their Hindi texts', async ({ page }) => {
  await page.goto('/hi/games');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const pitch = page.locator('#pitch-match');
  await pitch.getByRole('button', { name: hi.pitchMatch.startListening }).click();
  await expect(pitch.getByRole('button', { name: hi.pitchMatch.stopListening })).toBeVisible();
  await expect(pitch.getByRole('meter', { name: hi.pitchMatch.meterLabel })).toHaveAttribute('aria-valuetext', /Hz/, {
    timeout: 10_000,
  });
  await pitch.getByRole('button', { name: hi.pitchMatch.stopListening }).click();
  await expect(pitch.locator('[aria-live="polite"]').last()).toContainText(hi.pitchMatch.stoppedListening);

  const cards = page.locator('#voice-challenge');
  await cards.getByRole('button', { name: hi.voiceChallenge.nextCard }).click();
  await expect(cards.locator('[aria-live="polite"]').last()).toContainText(hi.voiceChallenge.newCard(''));
});

test('/hi/games at 360 px: every card’s prompt, emotion or character and tips are Hindi; the line keeps its language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/hi/games');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const game = page.locator('#voice-challenge');
  const prompt = game.getByRole('heading', { level: 3 });
  const seen = new Set<string>();
  // The next card is drawn at random: draw until every card has shown (or give up after many draws).
  for (let draw = 0; draw < 200 && seen.size < englishCards.length; draw++) {
    const text = (await prompt.textContent()) ?? '';
    if (!seen.has(text)) {
      seen.add(text);
      const card = hindiCards.find((candidate) => candidate.prompt === text);
      expect(card, `an English prompt on /hi/games: ${text}`).toBeDefined();
      const english = englishCards.find((candidate) => candidate.id === card?.id);
      const badge = card?.emotion
        ? hi.voiceChallenge.emotionBadge(card.emotion)
        : hi.voiceChallenge.characterBadge(card?.character ?? '');
      await expect(game.getByText(badge, { exact: true })).toBeVisible();
      await expect(game.locator('ul li')).toHaveText(card?.tips ?? []);
      await expect(game.locator(`p[lang="${english?.lang}"]`)).toHaveText(english?.line ?? '');
    }
    await game.getByRole('button', { name: hi.voiceChallenge.nextCard }).click();
    await expect(prompt).not.toHaveText(text);
  }
  expect(seen.size).toBe(englishCards.length);
});

test('at 360 px each criterion’s five points share one row', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openGames(page);
  for (const criterion of ['Emotion', 'Clarity', 'Character']) {
    const group = page.locator('#voice-challenge').getByRole('group', { name: new RegExp(`^${criterion}`) });
    await group.scrollIntoViewIfNeeded();
    const tops = await group
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().top));
    expect(tops, criterion).toHaveLength(5);
    expect(new Set(tops).size, criterion).toBe(1);
  }
});

test('emotion card: record, play back, rate three criteria, score, next card', async ({ page }) => {
  await openGames(page);
  const game = page.locator('#voice-challenge');
  const prompt = game.getByRole('heading', { level: 3 });
  const firstPrompt = await prompt.textContent();

  await game.getByRole('button', { name: 'Record' }).click();
  await expect(game.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  // The one wait on the wall clock: the microphone delivers sound in real time, and a take needs a second of it.
  await page.waitForTimeout(1000);
  await game.getByRole('button', { name: 'Stop recording' }).click();
  const take = game.getByLabel('Your performance');
  await expect(take).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => take.evaluate((audio: HTMLAudioElement) => audio.readyState >= 1 && audio.error === null))
    .toBe(true);

  await game
    .getByRole('group', { name: /^Emotion/ })
    .getByRole('radio', { name: '4' })
    .check();
  await game
    .getByRole('group', { name: /^Clarity/ })
    .getByRole('radio', { name: '5' })
    .check();
  await game
    .getByRole('group', { name: /^Character/ })
    .getByRole('radio', { name: '3' })
    .check();
  await game.getByRole('button', { name: 'Save score' }).click();
  await expect(game.getByText('Score 80 / 100')).toBeVisible();
  expect(Object.values(await bestScores(page, 'voice-challenge'))).toEqual([80]);

  await game.getByRole('button', { name: 'Next card' }).click();
  await expect(prompt).not.toHaveText(firstPrompt ?? '');
  await expect(game.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(game.getByLabel('Your performance')).toHaveCount(0);
});

test.describe('with the microphone refused', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
  });

  test('explains what happened and how to allow it; the games without a microphone still work', async ({ page }) => {
    await openGames(page);
    const twister = page.locator('#tongue-twisters');
    await twister.getByRole('button', { name: 'Start timer' }).click();
    const notice = page.getByRole('region', { name: 'The microphone is blocked' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('set Microphone to Allow');
    await expect(notice).toContainText('Everything else still works');
    await expect(twister.locator('[aria-live="polite"]')).toContainText('without recording');
    await expect(twister.getByRole('link', { name: 'Why, and how to allow it' })).toHaveAttribute(
      'href',
      '#microphone-help',
    );
    // The timer still runs and scores without a recording.
    await expect(twister.getByRole('timer')).not.toHaveText('0.0 s');
    await twister.getByRole('button', { name: 'Stop timer' }).click();
    await expect(twister.getByLabel('Your recording')).toHaveCount(0);
    await twister.getByRole('radio', { name: 'One slip' }).check();
    await twister.getByRole('button', { name: 'Save score' }).click();
    await expect(twister.getByText(/^Score \d+$/)).toBeVisible();
    await twister.getByRole('button', { name: 'Hear it' }).click();
    await expect(twister.getByLabel('Model reading')).toHaveAttribute('src', /\/api\/games\/model-reading\//);

    const pitch = page.locator('#pitch-match');
    await pitch.getByRole('button', { name: 'Start listening' }).click();
    await expect(pitch.locator('[aria-live="polite"]').last()).toContainText('needs the microphone');
    await expect(pitch.getByRole('button', { name: 'Start listening' })).toBeVisible();

    const card = page.locator('#voice-challenge');
    await card.getByRole('button', { name: 'Record' }).click();
    await expect(card.locator('[aria-live="polite"]')).toContainText('Recording is unavailable');
    for (const criterion of ['Emotion', 'Clarity', 'Character']) {
      await card
        .getByRole('group', { name: new RegExp(`^${criterion}`) })
        .getByRole('radio', { name: '5' })
        .check();
    }
    await card.getByRole('button', { name: 'Save score' }).click();
    await expect(card.getByText('Score 100 / 100')).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);
  });
});

test('axe finds nothing on /games at 360 and 1440 px; the needle does not glide for reduced motion', async ({
  page,
}) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openGames(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const needle = page.locator('#pitch-match [role="meter"] span').nth(2);
  const duration = await needle.evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration));
  expect(duration).toBeLessThan(0.001);
});

test('the lower games load as they near the view; a click that comes before their code is replayed', async ({
  page,
}) => {
  // Hold the voice challenge's code until the click has happened.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(chunkUrl('VoiceChallengeGame'), async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 640 });
  await openGames(page);
  expect(requested).toBe(false);

  const game = page.locator('#voice-challenge');
  const prompt = game.getByRole('heading', { level: 3 });
  const firstPrompt = await prompt.textContent();
  await game.getByRole('button', { name: 'Next card' }).click();
  // Asked for at once, or as soon as the island's first effects run when the click came before them.
  await expect.poll(() => requested).toBe(true);
  await expect(prompt).toHaveText(firstPrompt ?? '');

  release();
  await expect(prompt).not.toHaveText(firstPrompt ?? '');
  await expect(game.locator('[aria-live="polite"]')).toContainText('New card');
});

test('a note chosen in the pitch match before its code is in is the target once it is', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunkUrl('PitchMatchGame'), async (route) => {
    await held;
    await route.continue();
  });
  await openGames(page);
  const game = page.locator('#pitch-match');
  await game.getByRole('combobox', { name: 'Target note' }).selectOption({ label: 'A3 (220 Hz)' });
  release();
  await expect(game.getByText('Target A3 (220 Hz)')).toBeVisible();
});
