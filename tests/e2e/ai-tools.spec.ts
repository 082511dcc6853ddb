import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { splitSpeech } from '../../src/domain/speech-parts';
import { encodeWav } from '../../src/domain/wav';
import { decodeMp3, syntheticVoice } from '../support/audio';
import { axeViolations } from '../support/e2e/axe';
import { chunkUrl } from '../support/e2e/chunk-url';
import { pauseClock } from '../support/e2e/clock';
import { holdRequests } from '../support/e2e/hold-requests';
import { gotoHydrated } from './hydration';

// The demo card holder (npm run seed).
const MOBILE = '9876543210';
const PIN = '2468';
const BLUE = 'rgb(29, 78, 216)'; // --color-info
const ORANGE = 'rgb(180, 83, 9)'; // --color-warning
const RED = 'rgb(185, 28, 28)'; // --color-danger

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const textBox = (page: Page) => page.getByLabel('Text to convert');
const generate = (page: Page) => page.getByRole('button', { name: 'Generate Speech' });
const banner = (page: Page) => page.getByText(/^Free trial: \d+\/500 characters used$/).locator('..');

async function startTrial(page: Page) {
  await gotoHydrated(page, '/ai-tools');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Free trial' })).toBeVisible(SLOW);
  await expect(page.getByLabel('Voice', { exact: true })).not.toHaveValue('');
}

async function speak(page: Page, text: string) {
  const audio = page.getByRole('tabpanel', { name: 'Text to Speech' }).locator('audio');
  const before = (await audio.count()) > 0 ? await audio.getAttribute('src') : null;
  await textBox(page).fill(text);
  await generate(page).click();
  await expect(page.getByRole('progressbar', { name: 'Generating speech' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Speech' })).toBeAttached(SLOW);
  await expect(audio).toHaveAttribute('src', /^blob:/);
  expect(await audio.getAttribute('src')).not.toBe(before);
}

/**
 * The demo holder keeps at most 5 clones in the one store every run of this suite shares: the cloning tests start
 * by deleting the clones earlier runs left (through the API, with the signed-in page's cookie).
 */
async function deleteOwnClones(page: Page) {
  const { voices } = (await (await page.request.get('/api/elevenlabs/voices')).json()) as {
    voices: { voice_id: string; own?: boolean }[];
  };
  for (const voice of voices.filter((v) => v.own)) {
    expect((await page.request.delete(`/api/elevenlabs/voices/${voice.voice_id}`)).status()).toBe(200);
  }
}

async function loginAsHolder(page: Page) {
  await gotoHydrated(page, '/ai-tools');
  await page.getByRole('button', { name: 'Log in with card' }).click();
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByLabel('4-Digit PIN').fill(PIN);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Welcome, Meera Sharma')).toBeVisible(SLOW);
}

/**
 * Speech takes a second or two on a busy machine, and `netlify serve` answers a function's 403 only after retrying
 * the path four times as .html, .htm and index files (netlify-cli's CDN shadowing emulation), which takes seconds.
 */
const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

/** A phone's one-minute recording: 44.1 kHz stereo 16-bit WAV, 10.6 MB. */
function phoneRecording(): Buffer {
  const encoded = encodeWav(
    syntheticVoice({ f0: 170, sampleRate: 44_100, seconds: 60, syllablesPerSecond: 4 }),
    44_100,
  );
  const mono = Buffer.from(encoded.buffer, encoded.byteOffset, encoded.length);
  const frames = (mono.length - 44) / 2;
  const stereo = Buffer.alloc(44 + frames * 4);
  mono.copy(stereo, 0, 0, 44);
  stereo.writeUInt32LE(36 + frames * 4, 4);
  stereo.writeUInt16LE(2, 22); // channels
  stereo.writeUInt32LE(44_100 * 4, 28); // bytes a second
  stereo.writeUInt16LE(4, 32); // bytes a frame
  stereo.writeUInt32LE(frames * 4, 40);
  for (let i = 0; i < frames; i++) {
    const sample = mono.readInt16LE(44 + i * 2);
    stereo.writeInt16LE(sample, 44 + i * 4);
    stereo.writeInt16LE(sample, 46 + i * 4);
  }
  return stereo;
}

const wavTone = () =>
  Buffer.from(encodeWav(syntheticVoice({ f0: 200, sampleRate: 22_050, seconds: 4, syllablesPerSecond: 4 }), 22_050));

test.describe('access views', () => {
  test('shows the loading screen, then the choice; Back returns to it; cloning is locked for the trial', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/api/auth/status');
    await page.goto('/ai-tools');
    await expect(page.getByRole('status').filter({ hasText: 'Checking your session…' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Voice Tools' })).toBeVisible();
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Log in with card' }).click();
    await expect(page.getByLabel('4-Digit PIN')).toHaveAttribute('maxlength', '4');
    await expect(page.getByLabel('4-Digit PIN')).toHaveAttribute('inputmode', 'numeric');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Start free trial' }).click();

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Text to Speech', 'Voice CloningCard holders']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const locked = page.getByRole('tabpanel');
    await expect(locked).toContainText(
      'Voice cloning is for card holders. Log in with your card to clone your voice from an uploaded or recorded sample. No card yet? How to get a card',
    );
    await expect(locked).not.toContainText(/coming soon/i);
    await locked.getByRole('link', { name: 'How to get a card' }).click();
    await expect(page).toHaveURL(/#about-the-card$/);
    await expect(page.getByRole('heading', { level: 3, name: 'How to get a card' })).toBeInViewport();
  });
});

test('/hi/ai-tools: the cloning tab says in Hindi that card holders clone and links to how to get a card', async ({
  page,
}) => {
  await gotoHydrated(page, '/hi/ai-tools#clone');
  await page.getByRole('button', { name: 'फ़्री ट्रायल शुरू करें' }).click();
  await expect(page.getByRole('tab', { name: /^वॉइस क्लोनिंग/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab').nth(1)).toHaveText('वॉइस क्लोनिंगकार्ड वालों के लिए');
  const locked = page.getByRole('tabpanel');
  await expect(locked).toContainText(
    'वॉइस क्लोनिंग कार्ड वालों के लिए है। अपनी आवाज़ क्लोन करने के लिए अपने कार्ड से लॉग इन करें और रिकॉर्डिंग अपलोड करें या यहीं रिकॉर्ड करें। अभी कार्ड नहीं है? कार्ड कैसे लें',
  );
  await expect(locked).not.toContainText('जल्द');
  await locked.getByRole('link', { name: 'कार्ड कैसे लें' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'कार्ड कैसे लें' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

/** The tools' code (src/islands/ai-tools/Tools.tsx), which loads when a visitor is about to use them. */
const TOOLS_CHUNK = chunkUrl('Tools');

test.describe('tools on first use', () => {
  test('the free trial opens once the tools have loaded; its button is busy meanwhile', async ({ page }) => {
    const release = await holdRequests(page, TOOLS_CHUNK);
    await gotoHydrated(page, '/ai-tools#clone');
    const start = page.getByRole('button', { name: 'Start free trial' });
    await start.click();
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Free trial', exact: true })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Free trial', exact: true })).toBeVisible();
    await expect(banner(page)).toContainText('characters used');
    // The link asked for cloning: its tab is open, locked for the trial.
    await expect(page.getByRole('tab', { name: /^Voice Cloning/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Voice cloning is for card holders.');
  });

  test('when the tools cannot be fetched a toast says so, and the next try opens them', async ({ page }) => {
    let offline = true;
    await page.route(TOOLS_CHUNK, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await gotoHydrated(page, '/ai-tools');
    const start = page.getByRole('button', { name: 'Start free trial' });
    await start.click();
    await expect(notifications(page).getByRole('alert')).toContainText(
      'Could not reach the server. Check your connection and try again.',
    );
    await expect(start).not.toHaveAttribute('aria-busy');

    offline = false;
    await start.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Free trial', exact: true })).toBeVisible();
    await expect(textBox(page)).toBeVisible();
  });

  test('a signed-in card holder sees the session check until the tools are in, then the tools', async ({ page }) => {
    await loginAsHolder(page);
    const release = await holdRequests(page, TOOLS_CHUNK);
    const answered = page.waitForResponse('**/api/auth/status');
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: 'Checking your session…' });
    await answered;
    await expect(status).toBeVisible();
    await expect(page.getByText('Start free trial', { exact: true })).toBeHidden();

    release();
    await expect(page.getByText('Welcome, Meera Sharma')).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});

test.describe('free trial', () => {
  test('runs to exhaustion with the exact texts and banner colours', async ({ page }) => {
    await startTrial(page);
    await expect(banner(page)).toContainText('0/500 characters used');
    await expect(banner(page)).toHaveCSS('color', BLUE);
    await expect(textBox(page)).toHaveAttribute('maxlength', '500');

    await speak(page, 'a'.repeat(401));
    await expect(banner(page)).toContainText('401/500 characters used');
    await expect(banner(page)).toHaveCSS('color', ORANGE);
    await expect(textBox(page)).toHaveAttribute('maxlength', '99');

    await textBox(page).fill('b'.repeat(60));
    await expect(
      page.getByText('Warning: This message will use 461/500 characters, leaving only 39 characters remaining.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(generate(page)).toBeEnabled();

    // A pasted text longer than what is left (set as a value, past maxlength).
    await textBox(page).evaluate((element: HTMLTextAreaElement, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, 'c'.repeat(120));
    await expect(
      page.getByText('This message would exceed your free trial limit by 21 characters. Please reduce text length.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(generate(page)).toBeDisabled();

    await speak(page, 'd'.repeat(99));
    await expect(banner(page)).toContainText('500/500 characters used');
    await expect(banner(page)).toHaveCSS('color', RED);
    await expect(textBox(page)).toBeDisabled();
    await expect(generate(page)).toBeDisabled();
    const blocked = page.getByRole('alert').filter({ hasText: 'Your free trial is complete.' });
    await expect(blocked).toContainText('Please apply for the card for more usage, or log in if you already have one.');
    await blocked.getByRole('button', { name: 'Log in with card' }).click();
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
  });

  test('a blocked answer gives "You are blocked", marks the trial used up and opens the card prompt', async ({
    page,
  }) => {
    await startTrial(page);
    // The same browser (cookie) spends its trial elsewhere, e.g. in another tab.
    const spent = await page.request.post('/api/elevenlabs/text-to-speech', {
      data: { text: 'x'.repeat(500), voice_id: 'espeak-en-m3' },
    });
    expect(spent.status()).toBe(200);
    await textBox(page).fill('Hello there');
    await generate(page).click();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText('Error: You are blocked', SLOW);
    await expect(toast).toContainText('Please apply for the card for more usage');
    const prompt = page.getByRole('dialog', { name: 'Get the card for more usage' });
    await expect(prompt).toBeVisible();
    // exact: the toast shown inside the open prompt has its own "Close notification" button.
    await prompt.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(banner(page)).toHaveCSS('color', RED);
    await expect(textBox(page)).toBeDisabled();
  });

  test('a text beyond what the server has left gives "Character Limit Reached", marks the trial used up and opens the card prompt', async ({
    page,
  }) => {
    await startTrial(page);
    expect(
      (
        await page.request.post('/api/elevenlabs/text-to-speech', {
          data: { text: 'x'.repeat(450), voice_id: 'espeak-en-m3' },
        })
      ).status(),
    ).toBe(200);
    await textBox(page).fill('y'.repeat(100));
    await generate(page).click();
    const toast = notifications(page).getByRole('status');
    await expect(toast).toContainText('Character Limit Reached', SLOW);
    await expect(toast).toContainText(
      'Your free trial (450/500 characters) is complete. Please authenticate to continue generating audio.',
    );
    // requiresCard: the trial is marked used up and the card prompt opens.
    await expect(page.getByRole('dialog', { name: 'Get the card for more usage' })).toBeVisible();
    await expect(banner(page)).toContainText('450/500 characters used');
    await expect(banner(page)).toHaveCSS('color', RED);
  });
});

test.describe('card holder', () => {
  test('a wrong PIN says so next to the form', async ({ page }) => {
    await gotoHydrated(page, '/ai-tools');
    await page.getByRole('button', { name: 'Log in with card' }).click();
    await page.getByLabel('Mobile Number').fill(MOBILE);
    await page.getByLabel('4-Digit PIN').fill('1357');
    // The PIN check is a deliberately slow scrypt hash (N = 2^17): wait for the answer, then read the form.
    const answer = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Invalid mobile number or PIN.');
    await expect(page.getByLabel('4-Digit PIN')).toHaveValue('');
    // Focus on the first field the error describes, not lost with the disabled button.
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
    await expect(page.getByLabel('Mobile Number')).toHaveAccessibleDescription('Invalid mobile number or PIN.');
  });

  test('logs in, generates a long text, plays it and downloads an MP3', async ({ page }) => {
    await loginAsHolder(page);
    await expect(page.getByText(/recharge ₹999 for 30 days, valid until/)).toBeVisible();
    await expect(textBox(page)).toHaveAttribute('maxlength', '50000');
    await speak(page, 'नमस्ते! हमारे संस्थान में आपका स्वागत है। '.repeat(20));
    await page.locator('audio').evaluate((audio: HTMLAudioElement) => {
      audio.muted = true;
      return audio.play();
    });
    await expect
      .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download MP3' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vauxa-speech-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.mp3$/);
    const bytes = await readFile((await download.path()) ?? '');
    const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
    const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
    expect(id3 || frameSync).toBe(true);
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  test('shows the simulated progress climbing in steps of 10, holding at 90 until the speech is in', async ({
    page,
  }) => {
    await page.clock.install();
    await loginAsHolder(page);
    const release = await holdRequests(page, '**/api/elevenlabs/text-to-speech');
    await textBox(page).fill('Progress test');
    await pauseClock(page);
    await generate(page).click();
    const bar = page.getByRole('progressbar', { name: 'Generating speech' });
    await page.clock.runFor(200);
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await page.clock.runFor(200);
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    await page.clock.runFor(1400);
    await expect(bar).toHaveAttribute('aria-valuenow', '90');
    await page.clock.runFor(3000);
    await expect(bar).toHaveAttribute('aria-valuenow', '90');
    release();
    await expect(bar).toHaveAttribute('aria-valuenow', '100', SLOW);
    await page.clock.runFor(2000);
    await expect(bar).toBeHidden();
  });
});

test.describe('long speech in parts', () => {
  test('a long text: progress counts the parts, playback starts before the last part, the download is the whole text', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const text = Array.from(
      { length: 80 },
      (_, i) => `This is sentence ${i + 1} of a long reading for the institute. `,
    ).join('');
    const total = splitSpeech(text).length;
    expect(total).toBe(3);
    await loginAsHolder(page);
    // The last part waits until playback has begun, so "before the end" is observed rather than raced.
    let release: () => void = () => undefined;
    const lastPartHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/elevenlabs/text-to-speech/part', async (route) => {
      if ((route.request().postDataJSON() as { index: number }).index === total - 1) await lastPartHeld;
      await route.continue();
    });

    await textBox(page).fill(text);
    await generate(page).click();
    const bar = page.getByRole('progressbar', { name: 'Generating speech' });
    await expect(bar).toHaveAttribute('aria-valuetext', `1 of ${total} parts ready`, SLOW);
    await expect(bar).toHaveAttribute('aria-valuetext', `2 of ${total} parts ready`, SLOW);
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expect(page.getByRole('status').filter({ hasText: 'Speaking a long text in parts' })).toHaveText(
      `Speaking a long text in parts: 2 of ${total} parts ready.`,
    );
    const audio = page.getByRole('tabpanel', { name: 'Text to Speech' }).locator('audio');
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true;
    });
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Download MP3' })).toHaveCount(0);

    release();
    await expect(bar).toHaveAttribute('aria-valuenow', '100', SLOW);
    await expect(bar).toBeHidden({ timeout: 4000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download MP3' }).click(),
    ]);
    const inParts = await decodeMp3(await readFile((await download.path()) ?? ''));
    // The same text and voice in one request: the joined parts last as long, give or take the pauses at the cuts.
    const voice = await page.getByLabel('Voice', { exact: true }).inputValue();
    const whole = await page.request.post('/api/elevenlabs/text-to-speech', { data: { text, voice_id: voice } });
    expect(whole.status()).toBe(200);
    const inOne = await decodeMp3(await whole.body());
    expect(Math.abs(inParts.seconds - inOne.seconds) / inOne.seconds).toBeLessThan(0.03);
  });
});

/**
 * Cloning tests share the demo holder's clones (each starts by deleting them), so they run one after another in one
 * worker: run side by side, one test deleted the voice the other was about to delete.
 */
test.describe('cloning with the demo holder', () => {
  test.describe.configure({ mode: 'default' });

  test('clones a voice from an uploaded WAV; the new voice is listed, selected, speaks, and can be deleted', async ({
    page,
  }) => {
    // Cloning, speaking and deleting: three server round trips of a few seconds each on a busy machine.
    test.setTimeout(120_000);
    await loginAsHolder(page);
    await deleteOwnClones(page);
    await page.reload();
    await expect(page.getByText('Welcome, Meera Sharma')).toBeVisible(SLOW);
    await page.getByRole('tab', { name: 'Voice Cloning' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('matches the pitch and speaking pace of your sample');
    await expect(panel).toContainText('Recommended: a sample of at least 1 minute');

    await panel
      .getByLabel('Upload an audio file')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(panel.getByText('“notes.pdf” was not used. Only audio files can be used for cloning')).toBeVisible();

    await panel
      .getByLabel('Upload an audio file')
      .setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: wavTone() });
    await expect(panel.getByText(/^tone\.wav · 4 s$/)).toBeVisible();
    await expect(panel.getByText('This sample is shorter than the recommended 1 minute')).toBeVisible();
    const cloned = page.waitForResponse('**/api/elevenlabs/voice-clone');
    await panel.getByRole('button', { name: 'Clone Voice' }).click();
    await expect(panel.getByRole('progressbar', { name: 'Cloning voice' })).toBeVisible();
    expect((await cloned).status()).toBe(200);
    await expect(panel.getByText(/^Your voice “My voice .+” is ready\./)).toBeVisible();

    await panel.getByRole('button', { name: 'Use it in Text to Speech' }).click();
    const select = page.getByLabel('Voice', { exact: true });
    await expect(select).toHaveValue(/^profile-[0-9a-f]{16}$/);
    const selected = await select.inputValue();
    await expect(select.locator(`optgroup[label="Your voices"] option[value="${selected}"]`)).toHaveCount(1);
    await speak(page, 'This is my own voice now.');

    const name = (await select.locator('option:checked').textContent())?.trim() ?? '';
    await page.getByRole('tab', { name: 'Voice Cloning' }).click();
    const clones = page.getByRole('region', { name: 'Your cloned voices (1 of 5)' });
    await expect(clones).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The delete is a server round trip: wait for its answer (the test's own timeout), then for its words.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes(`/voices/${selected}`),
    );
    await clones.getByRole('button', { name: `Delete the voice “${name}”` }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: `The voice “${name}” is deleted.` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your cloned voices (0 of 5)' })).toBeVisible();
    await expect(select.locator(`option[value="${selected}"]`)).toHaveCount(0);
  });

  test('a one-minute 44.1 kHz stereo phone recording (10.6 MB) is sent as a WAV under 4 MB and clones', async ({
    page,
  }) => {
    // Records the files of every FormData the page sends with fetch.
    await page.addInitScript(() => {
      const record = window as unknown as { sentFiles: { name: string; size: number }[] };
      record.sentFiles = [];
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.body instanceof FormData) {
          for (const value of init.body.values()) {
            if (value instanceof File) record.sentFiles.push({ name: value.name, size: value.size });
          }
        }
        return original(input, init);
      };
    });
    // Converting 10.6 MB in the page and cloning: allow for a busy machine.
    test.setTimeout(120_000);
    await loginAsHolder(page);
    await deleteOwnClones(page);
    await page.getByRole('tab', { name: 'Voice Cloning' }).click();
    const panel = page.getByRole('tabpanel');
    const recording = phoneRecording();
    expect(recording.length).toBeGreaterThan(10 * 1024 * 1024);
    await panel
      .getByLabel('Upload an audio file')
      .setInputFiles({ name: 'phone.wav', mimeType: 'audio/wav', buffer: recording });
    await expect(panel.getByText(/^phone\.wav · 60 s$/)).toBeVisible();
    await expect(panel.getByText('This sample is shorter than the recommended')).toBeHidden();

    const cloned = page.waitForResponse('**/api/elevenlabs/voice-clone');
    await panel.getByRole('button', { name: 'Clone Voice' }).click();
    expect((await cloned).status()).toBe(200);
    // Chromium does not report a file-backed request body, so the page's own record of what it sent is read.
    const sent = await page.evaluate(
      () => (window as unknown as { sentFiles: { name: string; size: number }[] }).sentFiles,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.name).toBe('phone.wav');
    // 60 s of mono 16-bit samples at 22.05 kHz after the 44-byte header: 2,646,044 bytes, under 4 MB.
    expect(sent[0]?.size).toBe(44 + 60 * 22_050 * 2);
    await expect(panel.getByText(/^Your voice “My voice .+” is ready\./)).toBeVisible(SLOW);
  });

  test('a file over 4 MB that this browser cannot read is refused in the form, and nothing is sent', async ({
    page,
  }) => {
    await loginAsHolder(page);
    await page.getByRole('tab', { name: 'Voice Cloning' }).click();
    const panel = page.getByRole('tabpanel');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/elevenlabs/voice-clone')) sent++;
    });
    await panel
      .getByLabel('Upload an audio file')
      .setInputFiles({ name: 'broken.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(5 * 1024 * 1024, 7) });
    await panel.getByRole('button', { name: 'Clone Voice' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Cloning your voice did not work: This browser could not read the file to make it smaller, and it is over 4 MB. Upload a WAV or MP3 file, or record your voice here.',
    );
    await expect(panel.getByRole('button', { name: 'Clone Voice' })).toBeEnabled();
    expect(sent).toBe(0);
  });
});

test.describe('accessibility', () => {
  test('axe finds no violations in the choice, login, free-trial and card-holder views', async ({ page }) => {
    const check = async () => expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, '/ai-tools');
    await page.getByRole('button', { name: 'Start free trial' }).waitFor();
    await check();
    await page.getByRole('button', { name: 'Log in with card' }).click();
    await check();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await textBox(page).fill('x'.repeat(460));
    await check();
    await loginAsHolder(page);
    await check();
    await page.getByRole('tab', { name: 'Voice Cloning' }).click();
    await check();
  });
});
