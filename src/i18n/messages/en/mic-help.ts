/** What the games on /games say when the microphone is unavailable: shown only then, loaded with the first use. */
const english = {
  mic: {
    denied: {
      title: 'The microphone is blocked',
      text: 'Your browser did not let this page use the microphone, so recording and pitch match cannot listen. To allow it, open the site settings (the icon just left of the web address), set Microphone to Allow, then reload this page.',
    },
    missing: {
      title: 'No microphone found',
      text: 'This device has no microphone we can use. Connect one (a headset or earphones with a microphone work well), check that it is switched on and not muted, then try again.',
    },
    unsupported: {
      title: 'This browser cannot record here',
      text: 'Recording needs a current browser (Chrome, Edge, Firefox or Safari) and the secure (https) address of this site. Open the page that way to use the microphone.',
    },
    error: {
      title: 'The microphone could not start',
      text: 'Another app may be using it. Close apps that use the microphone (calls, recorders), then try again.',
    },
  },
  stillWorks:
    'Everything else still works: read the tongue twisters, hear the model reading, time yourself and rate your reading, and practise the prompt cards out loud.',
  micUnavailable: 'Microphone unavailable.',
  whyAndHow: 'Why, and how to allow it',
};

export default english;
