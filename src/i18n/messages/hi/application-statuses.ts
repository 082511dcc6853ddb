import type english from '../en/application-statuses';

/** The Hindi words of ../en/application-statuses.ts. */
const applicationStatuses: typeof english = { pending: 'जाँच चल रही है', approved: 'मंज़ूर', rejected: 'मंज़ूर नहीं हुआ' };

export default applicationStatuses;
