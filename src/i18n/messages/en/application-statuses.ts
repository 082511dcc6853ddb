/**
 * An application's status in words: the one set that the slip, the student portal, the mails and the back office all
 * show, so a parent and the staff member she calls name a status alike.
 */
const applicationStatuses = { pending: 'Under review', approved: 'Approved', rejected: 'Not approved' };

export default applicationStatuses;
