import type { Messages } from '../en';

/** The Hindi texts of ../en/failures.ts. */
const failuresHindi: Messages['failures'] = {
  unreadableAnswer: 'सर्वर का जवाब यह पेज पढ़ नहीं पाया।',
  failedUnreached: (action) => `${action} नहीं हो पाया: हमारे सर्वर से जुड़ नहीं पाए। अपना इंटरनेट देखें और फिर से कोशिश करें।`,
  failedServer: (action) => `${action} नहीं हो पाया: हमारे सर्वर में दिक्कत आई। एक मिनट बाद फिर से कोशिश करें।`,
  failedBecause: (action, message) => `${action} नहीं हो पाया: ${message}`,
};

export default failuresHindi;
