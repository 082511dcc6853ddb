import { describe, expect, it } from 'vitest';
import { failureMessage as wordsIn } from '../../src/i18n/failure-message';
import { en } from '../../src/i18n/messages/en';

const failureMessage = (action: string, failure: unknown) => wordsIn(action, failure, en.failures);

describe('failureMessage', () => {
  it('turns the browser\'s "Failed to fetch" into what happened and what to do', () => {
    const message = failureMessage('Generating speech', new TypeError('Failed to fetch'));
    expect(message).toBe(
      'Generating speech did not work: we could not reach our server. Check your internet connection and try again.',
    );
    expect(message).not.toContain('Failed to fetch');
  });

  it('hides a bare status line', () => {
    expect(failureMessage('Cloning your voice', new Error('502: Bad Gateway'))).toBe(
      'Cloning your voice did not work: our server had a problem. Please try again in a minute.',
    );
    expect(failureMessage('Downloading the slip', '404: Not Found')).toBe(
      'Downloading the slip did not work: our server had a problem. Please try again in a minute.',
    );
    expect(failureMessage('Cloning your voice', undefined)).toContain('our server had a problem');
  });

  it("keeps our API's own sentence", () => {
    expect(failureMessage('Cloning your voice', new Error('The sample is shorter than 5 seconds.'))).toBe(
      'Cloning your voice did not work: The sample is shorter than 5 seconds.',
    );
    expect(failureMessage('Downloading the slip', 'No application has this registration number.')).toBe(
      'Downloading the slip did not work: No application has this registration number.',
    );
  });
});
