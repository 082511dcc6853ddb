import type { Messages } from '../en';

/** The Hindi texts of ../en/common.ts. */
const commonHindi: Messages['common'] = {
  back: 'वापस',
  close: 'बंद करें',
  choose: 'चुनें…',
  networkError: 'सर्वर से जुड़ नहीं पाए। अपना इंटरनेट देखें और फिर से कोशिश करें।',
};

export default commonHindi;
