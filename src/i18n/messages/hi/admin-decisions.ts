import type { Messages } from '../en';

/** The Hindi texts of ../en/admin-decisions.ts. */
const adminDecisionsHindi: Messages['adminDecisions'] = {
  guardianColumn: 'अभिभावक / सहमति',
  guardianOf: (name) => `अभिभावक: ${name}`,
  consentGiven: 'सहमति: हाँ',
  consentMissing: 'सहमति: नहीं',
  adult: 'वयस्क',
  decidedBy: (name) => `${name} द्वारा`,
  confirmApproveTitle: 'यह आवेदन मंज़ूर करें?',
  confirmRejectTitle: 'यह आवेदन नामंज़ूर करें?',
  confirmDecision: (name, registrationNumber) => `${name} (${registrationNumber}) को फ़ैसले की सूचना ई-मेल से जाएगी।`,
  confirmApprove: 'हाँ, मंज़ूर करें',
  confirmReject: 'हाँ, नामंज़ूर करें',
  cancel: 'रद्द करें',
};

export default adminDecisionsHindi;
