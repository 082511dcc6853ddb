/** The applications' decisions in the back office: who decided, the guardian column, the confirmation. */
const english = {
  guardianColumn: 'Guardian / consent',
  guardianOf: (name: string) => `Guardian: ${name}`,
  consentGiven: 'Consent: yes',
  consentMissing: 'Consent: no',
  adult: 'Adult',
  decidedBy: (name: string) => `by ${name}`,
  confirmApproveTitle: 'Approve this application?',
  confirmRejectTitle: 'Reject this application?',
  confirmDecision: (name: string, registrationNumber: string) =>
    `${name} (${registrationNumber}) is told of the decision by e-mail.`,
  confirmApprove: 'Yes, approve',
  confirmReject: 'Yes, reject',
  cancel: 'Cancel',
};

export default english;
