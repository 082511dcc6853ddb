/** The emotion and character challenge on /games, which loads as the visitor nears it. */
const english = {
  criteria: { emotion: 'Emotion', clarity: 'Clarity', character: 'Character' },
  emotionBadge: (emotion: string) => `Emotion: ${emotion}`,
  characterBadge: (character: string) => `Character: ${character}`,
  tips: 'Tips',
  cardOf: (n: number, total: number) => `Card ${n} of ${total}`,
  record: 'Record',
  stopRecording: 'Stop recording',
  nextCard: 'Next card',
  yourPerformance: 'Your performance',
  ratingHint: '1 weak, 5 strong',
  recordingStopped: 'Recording stopped. Play it back, then rate yourself.',
  recordingCard: 'Recording. Perform the line, then stop.',
  recordingUnavailable: 'Recording is unavailable; you can still perform the line and rate it.',
  newCard: (prompt: string) => `New card: ${prompt}`,
  cardScored: (points: number, improved: boolean) =>
    `Score ${points} out of 100.${improved ? ' New best for this card!' : ''}`,
};

export default english;
