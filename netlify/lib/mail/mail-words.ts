import type { Locale } from '../../../src/domain/locale';

/**
 * The words of every mail the site sends, in each language (names, numbers, dates and contacts are filled in as
 * stored). Subjects never carry an amount or a code: a subject shows on a locked phone's screen.
 */

const en = {
  greeting: (name: string) => `Dear ${name},`,
  signOff: (institute: string) => `With regards,\nThe admissions team, ${institute}`,
  contact: (email: string, phone: string, hours: string) => `Questions? Write to ${email} or call ${phone} (${hours}).`,
  automatic: 'This mail was sent automatically; replies reach the admissions team.',
  registrationNumber: 'Registration number',
  course: 'Course',
  batch: 'Batch',
  submitted: 'Submitted',
  followLink: 'Follow your application',
  confirmation: {
    subject: (number: string) => `Application received: ${number}`,
    intro: (institute: string) => `Thank you for applying to ${institute}. We have received your application.`,
    nextHeading: 'What happens next',
    next: [
      'The admissions team reviews every application, usually within a week.',
      'We tell you by e-mail when a decision is made; an approval comes with your certificate of admission.',
      'Your application slip is attached. Keep it and quote your registration number whenever you contact us.',
    ],
    follow: (link: string) =>
      `See the status of your application at any time on the student portal: ${link}. Sign in with your registration number and this e-mail address; we mail you a one-time code.`,
  },
  approved: {
    subject: (number: string) => `Your application is approved: ${number}`,
    intro: (course: string) => `Good news: your application for the course ${course} is approved.`,
    body: 'Your certificate of admission is attached. The batch coordinator will contact you before classes begin.',
    follow: (link: string) => `Your certificate and your application's timeline are on the student portal: ${link}.`,
  },
  rejected: {
    subject: (number: string) => `Decision on your application: ${number}`,
    intro: (course: string) => `We are sorry: we cannot offer you a place in the course ${course} this time.`,
    body: 'You are welcome to apply again for a coming batch. If you think we have missed something, write to us.',
    follow: (link: string) => `Your application's timeline is on the student portal: ${link}.`,
  },
  code: {
    subject: 'Your sign-in code for the student portal',
    intro: 'Use this code to sign in to the student portal:',
    validity: (minutes: number) => `It is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not ask for it, ignore this mail: nobody can sign in without the code.',
  },
  investorNotice: {
    subject: 'There is news in your investor portal',
    greeting: 'Dear investor,',
    intro: 'There is something new for you in the investor portal.',
    follow: (link: string) => `Sign in with your investor code to read it: ${link}.`,
    signOff: (company: string) => `With regards,\nInvestor relations, ${company}`,
  },
};

const hi: typeof en = {
  greeting: (name) => `प्रिय ${name},`,
  signOff: (institute) => `शुभकामनाओं सहित,\nदाख़िला टीम, ${institute}`,
  contact: (email, phone, hours) => `कोई सवाल हो तो ${email} पर लिखें या ${phone} पर फ़ोन करें (${hours})।`,
  automatic: 'यह मेल अपने-आप भेजा गया है; इसका जवाब दाख़िला टीम तक पहुँचता है।',
  registrationNumber: 'रजिस्ट्रेशन नंबर',
  course: 'कोर्स',
  batch: 'बैच',
  submitted: 'भेजा गया',
  followLink: 'अपना आवेदन देखें',
  confirmation: {
    subject: (number) => `आवेदन मिल गया: ${number}`,
    intro: (institute) => `${institute} में आवेदन करने के लिए धन्यवाद। हमें आपका आवेदन मिल गया है।`,
    nextHeading: 'आगे क्या होगा',
    next: [
      'दाख़िला टीम हर आवेदन देखती है, आम तौर पर एक हफ़्ते के अंदर।',
      'फ़ैसला होते ही हम आपको ई-मेल से बताएँगे; मंज़ूरी के साथ आपका दाख़िले का सर्टिफ़िकेट भी आएगा।',
      'आपकी आवेदन स्लिप साथ में लगी है। इसे संभालकर रखें और हमसे बात करते समय अपना रजिस्ट्रेशन नंबर बताएँ।',
    ],
    follow: (link) =>
      `अपने आवेदन की स्थिति कभी भी स्टूडेंट पोर्टल पर देखें: ${link}। अपने रजिस्ट्रेशन नंबर और इसी ई-मेल पते से साइन इन करें; हम आपको एक बार चलने वाला कोड मेल करेंगे।`,
  },
  approved: {
    subject: (number) => `आपका आवेदन मंज़ूर हो गया: ${number}`,
    intro: (course) => `ख़ुशख़बरी: कोर्स ${course} के लिए आपका आवेदन मंज़ूर हो गया है।`,
    body: 'आपका दाख़िले का सर्टिफ़िकेट साथ में लगा है। क्लास शुरू होने से पहले बैच कोऑर्डिनेटर आपसे संपर्क करेंगी।',
    follow: (link) => `आपका सर्टिफ़िकेट और आवेदन की पूरी जानकारी स्टूडेंट पोर्टल पर है: ${link}।`,
  },
  rejected: {
    subject: (number) => `आपके आवेदन पर फ़ैसला: ${number}`,
    intro: (course) => `हमें खेद है: इस बार हम आपको कोर्स ${course} में जगह नहीं दे पा रहे हैं।`,
    body: 'आप आने वाले किसी बैच के लिए फिर से आवेदन कर सकती हैं। अगर आपको लगता है कि हमसे कुछ छूट गया है, तो हमें लिखें।',
    follow: (link) => `आपके आवेदन की पूरी जानकारी स्टूडेंट पोर्टल पर है: ${link}।`,
  },
  code: {
    subject: 'स्टूडेंट पोर्टल में साइन इन करने का कोड',
    intro: 'स्टूडेंट पोर्टल में साइन इन करने के लिए यह कोड डालें:',
    validity: (minutes) => `यह ${minutes} मिनट तक और सिर्फ़ एक बार चलेगा।`,
    ignore: 'अगर आपने यह कोड नहीं माँगा, तो इस मेल को अनदेखा करें: कोड के बिना कोई साइन इन नहीं कर सकता।',
  },
  investorNotice: {
    subject: 'आपके निवेशक पोर्टल में नई जानकारी है',
    greeting: 'प्रिय निवेशक,',
    intro: 'निवेशक पोर्टल में आपके लिए कुछ नया है।',
    follow: (link) => `उसे पढ़ने के लिए अपने निवेशक कोड से साइन इन करें: ${link}।`,
    signOff: (company) => `शुभकामनाओं सहित,\nनिवेशक संबंध टीम, ${company}`,
  },
};

export const MAIL_WORDS = { en, hi } as const satisfies Record<Locale, typeof en>;
export type MailWords = typeof en;
