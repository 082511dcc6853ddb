import type { Locale } from '../domain/locale';
import { SEARCH_HINT_PREFIX } from '../domain/search-routing';

/**
 * The texts of the pages' shell and shared components (header, footer, search dialog, 404, cards, headings) in each
 * edition. The English values are the site's fixed texts; the Hindi ones are their plain-Hindi counterparts.
 */
const en = {
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  fullMenu: 'Full menu',
  menu: 'Menu',
  search: 'Search',
  accessibility: 'Accessibility',
  switchLanguage: { label: 'हिन्दी', description: 'यह पेज हिन्दी में पढ़ें' },
  searchDialog: {
    title: 'Search the site',
    hintPrefix: SEARCH_HINT_PREFIX,
    results: 'Matching pages',
    close: 'Close search',
  },
  footer: {
    disclaimerLabel: 'Investment disclaimer:',
    disclaimer: (lockInDays: string) =>
      `Investments carry a minimum lock-in of ${lockInDays} days from the first payment. Investments are subject to market risks; read the Investment Policy and all related documents carefully before investing. Returns are not guaranteed and past performance does not indicate future results. Our investment operations remain subject to regulatory oversight by the Securities and Exchange Board of India (SEBI), the securities regulator.`,
    copyright: (year: number, legalName: string, founded: string) =>
      `© ${year} ${legalName}. All rights reserved. Founded in ${founded}, New Delhi.`,
  },
  contents: 'Contents',
  lastUpdated: 'Last updated',
  intake: {
    batch: (start: string, batch: string, applyBy: string) =>
      `Applying now for the batch starting ${start} (${batch}). Last date to apply: ${applyBy}.`,
    undated: 'Applications are open for the next batch; we will write to you with its dates.',
  },
  policiesEyebrow: 'Policies and legal',
  investorsEyebrow: 'Investors',
  studentPortal: {
    title: 'Student Portal',
    description: 'Follow your admission application: its status and timeline, your slip and your certificate.',
    eyebrow: 'Voice Acting Institute',
    heading: 'Student portal',
    lede: 'See where your application stands and download your slip and certificate, with your registration number and a code we mail you.',
  },
  faqTitle: 'Frequently asked questions',
  quotes: {
    label: 'Quotes from our founder',
    previous: 'Previous quote',
    pause: 'Pause quotes',
    play: 'Play quotes',
    next: 'Next quote',
    slide: (index: number, count: number) => `${index} of ${count}`,
  },
  contact: { email: 'E-mail', phone: 'Phone', office: 'Office', hours: 'Office hours' },
  course: {
    fee: 'Fee:',
    originalFee: 'Original fee:',
    off: (percent: number) => `${percent}% off`,
    apply: 'Apply for admission',
    applyFor: (title: string) => ` for the ${title} course`,
  },
  plan: {
    risk: { Low: 'Low risk', Medium: 'Medium risk', High: 'High risk' },
    minimum: 'Minimum investment',
    returns: 'Returns',
    monthly: 'Monthly return',
    monthlyAmounts: (profit: string, loss: string) => `${profit} in a profit month, ${loss} in a loss month`,
    payout: 'Payout',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'The page you asked for does not exist. Use the menu or the links below to find your way.',
    eyebrow: 'Error 404',
    lede: 'Did you forget to add the page to the router?',
    body: 'Sorry, we could not find that page. It may have moved, or the address may have a typing mistake. These pages will help you find your way.',
    home: 'Go to the home page',
    apply: 'Apply for admission',
  },
};

export type SiteText = typeof en;

const hi: SiteText = {
  skipLink: 'सीधे मुख्य जानकारी पर जाएँ',
  mainNavigation: 'मुख्य मेनू',
  fullMenu: 'पूरा मेनू',
  menu: 'मेनू',
  search: 'खोजें',
  accessibility: 'सुगमता',
  switchLanguage: { label: 'English', description: 'Read this page in English' },
  searchDialog: {
    title: 'वेबसाइट में खोजें',
    hintPrefix: 'खोजकर देखें: ',
    results: 'मिलते हुए पेज',
    close: 'खोज बंद करें',
  },
  footer: {
    disclaimerLabel: 'निवेश से जुड़ी ज़रूरी बात:',
    disclaimer: (lockInDays: string) =>
      `हर निवेश पहली किस्त से कम से कम ${lockInDays} दिन तक जमा रहता है (लॉक-इन)। निवेश में बाज़ार का जोखिम होता है; निवेश करने से पहले निवेश नीति और उससे जुड़े सारे कागज़ ध्यान से पढ़ें। मुनाफ़े की कोई गारंटी नहीं है, और पहले का मुनाफ़ा आगे के मुनाफ़े का वादा नहीं है। हमारा निवेश का काम भारत के शेयर बाज़ार नियामक, भारतीय प्रतिभूति और विनिमय बोर्ड (SEBI), की निगरानी के अधीन है।`,
    copyright: (year: number, legalName: string, founded: string) =>
      `© ${year} ${legalName}. सर्वाधिकार सुरक्षित। ${founded} में नई दिल्ली में शुरू हुई।`,
  },
  contents: 'इस पेज में',
  lastUpdated: 'आख़िरी बदलाव',
  intake: {
    batch: (start, batch, applyBy) =>
      `अभी ${start} से शुरू होने वाले बैच (${batch}) के लिए आवेदन लिए जा रहे हैं। आवेदन की आख़िरी तारीख: ${applyBy}।`,
    undated: 'अगले बैच के लिए आवेदन खुले हैं; उसकी तारीखें हम आपको लिखकर बताएँगे।',
  },
  policiesEyebrow: 'नीतियाँ और नियम',
  investorsEyebrow: 'निवेशकों के लिए',
  studentPortal: {
    title: 'स्टूडेंट पोर्टल',
    description: 'अपने दाख़िले के आवेदन की स्थिति और अब तक की जानकारी देखें, अपनी स्लिप और सर्टिफ़िकेट डाउनलोड करें।',
    eyebrow: 'वॉइस एक्टिंग इंस्टीट्यूट',
    heading: 'स्टूडेंट पोर्टल',
    lede: 'अपने रजिस्ट्रेशन नंबर और हमारे भेजे कोड से देखें कि आपका आवेदन कहाँ तक पहुँचा, और अपनी स्लिप व सर्टिफ़िकेट डाउनलोड करें।',
  },
  faqTitle: 'अक्सर पूछे जाने वाले सवाल',
  quotes: {
    label: 'हमारी संस्थापक की बातें',
    previous: 'पिछली बात',
    pause: 'बातें रोकें',
    play: 'बातें चलाएँ',
    next: 'अगली बात',
    slide: (index: number, count: number) => `${count} में से ${index}`,
  },
  contact: { email: 'ई-मेल', phone: 'फ़ोन', office: 'दफ़्तर', hours: 'दफ़्तर का समय' },
  course: {
    fee: 'फ़ीस:',
    originalFee: 'असली फ़ीस:',
    off: (percent: number) => `${percent}% की छूट`,
    apply: 'दाख़िले के लिए आवेदन करें',
    applyFor: (title: string) => ` (${title} कोर्स)`,
  },
  plan: {
    risk: { Low: 'कम जोखिम', Medium: 'मध्यम जोखिम', High: 'ज़्यादा जोखिम' },
    minimum: 'कम से कम निवेश',
    returns: 'मुनाफ़ा',
    monthly: 'हर महीने का मुनाफ़ा',
    monthlyAmounts: (profit: string, loss: string) => `मुनाफ़े वाले महीने में ${profit}, घाटे वाले महीने में ${loss}`,
    payout: 'भुगतान',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    description: 'आपने जो पेज माँगा, वह यहाँ नहीं है। ऊपर का मेनू या नीचे दिए लिंक से सही पेज तक पहुँचें।',
    eyebrow: 'गलती 404',
    lede: 'यह पता किसी पेज का नहीं है।',
    body: 'माफ़ कीजिए, यह पेज हमें नहीं मिला। हो सकता है पेज कहीं और चला गया हो, या पते में टाइप की गलती हो। नीचे दिए पेज आपकी मदद करेंगे।',
    home: 'होम पेज पर जाएँ',
    apply: 'दाख़िले के लिए आवेदन करें',
  },
};

/** The one line on the English home page that offers the Hindi edition (in Hindi, for those who read it). */
export const hindiEditionOffer = {
  text: 'यह वेबसाइट हिन्दी में भी है।',
  link: 'हिन्दी में पढ़ें',
  dismiss: 'Close the offer of the Hindi edition',
};

const texts: Record<Locale, SiteText> = { en, hi };

export function siteText(locale: Locale): SiteText {
  return texts[locale];
}
