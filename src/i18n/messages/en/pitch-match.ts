/** The pitch-match game on /games, which loads as the visitor nears it. */
const english = {
  yourVoice: 'Your voice',
  voiceTypes: { low: 'Low (bass, baritone)', medium: 'Medium (tenor, alto)', high: 'High (mezzo, soprano)' },
  targetNote: 'Target note',
  hearTheNote: 'Hear the note',
  target: 'Target',
  startListening: 'Start listening',
  stopListening: 'Stop listening',
  notListening: 'Not listening',
  noPitch: 'No pitch heard',
  inTune: 'In tune',
  flat: 'Flat',
  sharp: 'Sharp',
  centsOff: (cents: number, sharp: boolean) => `${cents} cents ${sharp ? 'sharp' : 'flat'}`,
  meterLabel: 'Distance from the target note, in cents',
  you: 'You',
  offBy: 'Off by',
  heldInTune: 'Held in tune',
  heldOf: (held: string, target: number) => `${held} of ${target} s`,
  timeHeld: 'Time held in tune',
  keepHolding: (max: number) => ` · keep holding, up to ${max} s, for more`,
  askingMic: 'Asking for the microphone…',
  pitchNeedsMic: 'Pitch match needs the microphone, which is unavailable.',
  listeningFor: (note: string) => `Listening. Sing or hum ${note} and hold it steady.`,
  stoppedListening: 'Stopped listening.',
  playingNote: (note: string) => `Playing ${note}.`,
  targetIs: (note: string) => `Target ${note}.`,
  roundNoScore: (held: string, target: number) =>
    `Round over. Longest hold ${held}; hold for ${target} seconds to score.`,
  roundScore: (points: number, held: string, improved: boolean) =>
    `Round over. Score ${points} for a ${held} hold.${improved ? ' New best for this note!' : ''}`,
};

export default english;
