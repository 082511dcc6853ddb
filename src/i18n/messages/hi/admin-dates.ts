import type { Messages } from '../en';

/** The Hindi texts of ../en/admin-dates.ts. */
const adminDatesHindi: Messages['adminDates'] = {
  submitted: 'आवेदन की तारीख़',
  anyTime: 'कभी भी',
  today: 'आज',
  thisWeekFilter: 'इस हफ़्ते (पिछले 7 दिन)',
  chooseDates: 'तारीख़ें चुनें',
  datesShown: (from, to) => (from === to ? `${from}, भारतीय समय` : `${from} से ${to} तक, भारतीय समय`),
  datesLegend: 'आवेदन की तारीख़ें, भारतीय समय',
  fromDate: 'इस तारीख़ से',
  toDate: 'इस तारीख़ तक',
  datesOutOfOrder:
    'शुरू की तारीख़ (“इस तारीख़ से”) आख़िरी तारीख़ (“इस तारीख़ तक”) के बाद की है। आख़िरी तारीख़ या उससे पहले की तारीख़ चुनें।',
};

export default adminDatesHindi;
