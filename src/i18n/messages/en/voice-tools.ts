/**
 * The tools of /ai-tools, which load on first use: the tabs, text to speech, the voice list, voice cloning, the card
 * holder's welcome and the free trial's usage above them, and the trial's refusals.
 */
const english = {
  tablistLabel: 'AI voice tools',
  textToSpeech: 'Text to Speech',
  voiceCloning: 'Voice Cloning',
  cardHoldersOnly: 'Card holders',
  cloneLockedStrong: 'Voice cloning is for card holders.',
  cloneLockedRest: 'Log in with your card to clone your voice from an uploaded or recorded sample. No card yet?',
  /** The link to the page's own section on the voice card (content/pages/ai-tools.mdx, #about-the-card). */
  howToGetCard: 'How to get a card',
  welcome: (name: string) => `Welcome, ${name}`,
  cardDetails: (account: string, amount: string, days: number) =>
    `Card ${account} · recharge ${amount} for ${days} days, valid until`,
  cardLimits: (max: string) => `. Up to ${max} characters per conversion, and voice cloning.`,
  logOut: 'Log out',
  textToConvert: 'Text to convert',
  textPlaceholder: 'यहाँ अपना टेक्स्ट लिखें या चिपकाएँ… / Type or paste your text here…',
  cardCount: (length: string, max: string) => `${length}/${max} characters`,
  trialCount: (length: number, left: number, limit: number) =>
    `${length} characters in this message · ${left} of ${limit} free characters left`,
  trialCompleteStrong: 'Your free trial is complete.',
  trialCompleteRest: (limit: number) =>
    `You have used all ${limit} free characters. Please apply for the card for more usage, or log in if you already have one.`,
  generating: 'Generating...',
  generateSpeech: 'Generate Speech',
  firstPart: 'making the first part',
  partsReady: (done: number, total: number) => `${done} of ${total} parts ready`,
  speakingInParts: (status: string) => `Speaking a long text in parts: ${status}.`,
  generatingSpeech: 'Generating speech',
  yourAudio: 'Your audio',
  downloadMp3: 'Download MP3',
  voice: 'Voice',
  loadingCloning: 'Loading voice cloning…',
  loadingVoices: 'Loading voices…',
  yourVoices: 'Your voices',
  loadingPreview: 'Loading preview...',
  previewVoice: 'Preview voice',
  stopPreview: 'Stop preview',
  playingPreview: 'Playing the preview…',
  /** The voice list's groups and each voice's description, from its language and gender codes. */
  voiceLanguages: { hi: 'Hindi', en: 'English', ur: 'Urdu', pa: 'Punjabi', mr: 'Marathi' },
  otherVoices: 'More voices',
  voiceGenders: { female: 'female voice', male: 'male voice' },
  describeVoice: (language: string, gender: string) => `${language}, ${gender}`,
  /** What the embedded (offline) cloning matches, said plainly: pitch and pace, not the timbre. */
  voiceProfileNotice:
    'Offline voice copy: matches the pitch and speaking pace of your sample, not the character (timbre) of the voice.',
  sampleAdvice: (minutes: number, seconds: number) =>
    `Recommended: a sample of at least 1 minute of clear speech, in a quiet room. Audio files only (WAV, MP3, WebM, Ogg or MP4), at most 100 MB. Uploads and recordings are sent as a mono WAV of at most 4 MB (up to ${minutes} min ${seconds} s).`,
  uploadFile: 'Upload an audio file',
  orRecord: 'Or record your voice',
  stopRecording: (clock: string) => `Stop recording (${clock})`,
  startRecording: 'Start recording',
  recording: (clock: string) => `Recording… ${clock}`,
  fileNotUsed: (name: string, reason: string) => `“${name}” was not used. ${reason}`,
  unsupportedAudio: 'Only audio files can be used for cloning: WAV, MP3, WebM, Ogg or MP4 (M4A).',
  sourceTooLarge: 'The audio file must be at most 100 MB.',
  uploadTooLarge:
    'The voice sample is over 4 MB, the most a clone request may carry. Choose it again on this page, which converts it to a WAV that fits.',
  unreadableLarge:
    'This browser could not read the file to make it smaller, and it is over 4 MB. Upload a WAV or MP3 file, or record your voice here.',
  noMicrophone: 'The microphone is not available or permission was refused. You can upload a recording instead.',
  yourSample: 'Your sample',
  shortSample: 'This sample is shorter than the recommended 1 minute; a longer one gives a closer match.',
  longSample: (minutes: number, seconds: number) =>
    `Its first ${minutes} min ${seconds} s are used: the most that fits in the 4 MB upload.`,
  cloning: 'Cloning...',
  cloneVoice: 'Clone Voice',
  cloningVoice: 'Cloning voice',
  cloningYourVoice: 'Cloning your voice',
  cloneDescription: (date: string) => `Your voice, from a sample of ${date}`,
  voiceReady: (name: string) =>
    `Your voice “${name}” is ready. It is now selected in Text to Speech and listed under “Your voices”.`,
  useInTextToSpeech: 'Use it in Text to Speech',
  yourClones: (count: number, limit: number) => `Your cloned voices (${count} of ${limit})`,
  cloneLimitHint: (limit: number) => `You can keep up to ${limit} cloned voices. Delete one to clone another.`,
  deleteVoice: 'Delete',
  deleteVoiceLabel: (name: string) => `Delete the voice “${name}”`,
  deletingVoice: 'Deleting…',
  deletingYourVoice: 'Deleting the voice',
  voiceDeleted: (name: string) => `The voice “${name}” is deleted.`,
  usageTitle: (usage: string) => `Free trial: ${usage}`,
  usage: (used: number, limit: number) => `${used}/${limit} characters used`,
  trialCompleteBanner: 'Your free trial is complete. Log in with your card to keep generating audio.',
  charactersLeft: (left: number, limit: number) => `${left} of ${limit} characters left on this browser.`,
  overLimit: (over: number) =>
    `This message would exceed your free trial limit by ${over} characters. Please reduce text length.`,
  nearLimit: (total: number, limit: number, left: number) =>
    `Warning: This message will use ${total}/${limit} characters, leaving only ${left} characters remaining.`,
  trialComplete: (used: number, limit: number) =>
    `Your free trial (${used}/${limit} characters) is complete. Please authenticate to continue generating audio.`,
  blockedTitle: 'You are blocked',
  blockedDescription: 'Please apply for the card for more usage',
  limitReachedTitle: 'Character Limit Reached',
};

export default english;
