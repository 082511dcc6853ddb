import type { Messages } from '../en';
import navigationHindi from './navigation';

/** The Hindi texts of ../en/search.ts. */
const searchHindi: Messages['search'] = {
  noMatch: (query) => `“${query}” से मिलता कोई पेज नहीं है।`,
  matches: (count) => (count === 1 ? '1 पेज मिला।' : `${count} पेज मिले।`),
  notLoaded: 'मिलते हुए पेज की सूची नहीं खुल पाई।',
  enterOpens: (page) => `Enter दबाने पर “${navigationHindi[page]}” खुलेगा।`,
};

export default searchHindi;
