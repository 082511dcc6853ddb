import { describe, expect, it } from 'vitest';
import { HELPLINES } from '../../netlify/lib/assistant/persona-replies';
import { languageInstruction, personaPrompts } from '../../netlify/lib/assistant/personas';
import { PERSONAS } from '../../src/domain/chat';
import { en } from '../../src/i18n/messages/en';

describe('persona prompts sent to an OpenAI-compatible provider', () => {
  it.each(PERSONAS)('%s is age-appropriate, never romantic, and knows the helplines', (persona) => {
    const prompt = personaPrompts[persona];
    expect(prompt).toContain('girls from age 8');
    expect(prompt).toContain('Never be romantic or flirtatious');
    expect(prompt).toContain('trusted adult');
    expect(prompt).toContain(HELPLINES.child);
    expect(prompt).toContain(HELPLINES.mentalHealth);
    // The one mention of the ids' words is the rule against them.
    expect(prompt).toContain("never pretend to be anyone's girlfriend or boyfriend");
    const withoutRule = prompt.replace("never pretend to be anyone's girlfriend or boyfriend", '');
    expect(withoutRule).not.toMatch(/girlfriend|boyfriend|darling|sweetheart|babe\b/i);
  });

  it('shows girlfriend and boyfriend as the friends Saheli and Dost', () => {
    expect(personaPrompts.girlfriend).toContain('"Saheli", a friendly companion (a friend, nothing more)');
    expect(personaPrompts.boyfriend).toContain('"Dost", a friendly companion (a friend, nothing more)');
    expect(PERSONAS.map((persona) => en.chat.personas[persona])).toEqual([
      'Info Assistant',
      'Saheli (friend)',
      'Dost (friend)',
      'Counselor',
      'Fun Buddy',
    ]);
  });

  it('asks for the language the message is written in, falling back to the selected one', () => {
    expect(languageInstruction('What is the fee?', 'hi')).toContain('Reply in English.');
    expect(languageInstruction('fees kitni hai', 'en')).toContain('Reply in Hindi in Devanagari script.');
    expect(languageInstruction('ok', 'pa')).toContain('Reply in Punjabi in Gurmukhi script.');
  });
});
