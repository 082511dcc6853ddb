import type { Messages } from '../en';

/** The Hindi texts of ../en/search.ts. */
const searchHindi: Messages['search'] = {
  noResults: (query) => `“${query}” के लिए कोई नतीजा नहीं मिला।`,
  matches: (count) => (count === 1 ? '1 पेज मिला।' : `${count} पेज मिले।`),
  notLoaded: 'मिलते हुए पेज की सूची नहीं खुल पाई।',
  enterOpens: (title) => `Enter दबाने पर “${title}” खुलेगा।`,
};

export default searchHindi;
