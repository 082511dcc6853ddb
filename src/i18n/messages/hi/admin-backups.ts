import type { Messages } from '../en';

/** The Hindi texts of ../en/admin-backups.ts. */
const adminBackupsHindi: Messages['adminBackups'] = {
  heading: 'बैकअप',
  intro:
    'हर दिन सभी रिकॉर्ड का एक स्नैपशॉट लिया जाता है, जो मालिक की बैकअप कुंजी से एन्क्रिप्ट होता है: पिछले 30 दिनों के सभी, फिर एक साल तक हर महीने का एक। डाउनलोड की गई फ़ाइल एन्क्रिप्टेड ही रहती है; उसे वापस लगाने के लिए गुप्त कुंजी चाहिए (docs/OPERATIONS.md)।',
  loading: 'बैकअप लोड हो रहे हैं…',
  none: 'अभी कोई बैकअप नहीं है',
  noneHint: 'पहला स्नैपशॉट एक दिन के भीतर लिया जाएगा; हर स्नैपशॉट डाउनलोड के लिए यहाँ दिखेगा।',
  failed: 'बैकअप लोड करना',
  caption: (count: number) => `${count} बैकअप, सबसे नया पहले`,
  columns: { day: 'दिन', createdAt: 'कब लिया गया', size: 'आकार', records: 'रिकॉर्ड', download: 'डाउनलोड' },
  download: 'डाउनलोड करें',
  downloadLabel: (day: string) => `${day} का बैकअप डाउनलोड करें`,
  downloading: 'डाउनलोड हो रहा है…',
  downloadFailed: (reason: string) => `बैकअप डाउनलोड नहीं हो सका: ${reason}`,
  sizeInMegabytes: (size: string) => `${size} एमबी`,
  recordCount: (count: string) => `${count} रिकॉर्ड`,
};

export default adminBackupsHindi;
