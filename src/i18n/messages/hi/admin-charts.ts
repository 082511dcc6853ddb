import type { Messages } from '../en';
import applicationStatuses from './application-statuses';

/** The Hindi texts of ../en/admin-charts.ts. */
const adminChartsHindi: Messages['adminCharts'] = {
  statusNames: applicationStatuses,
  admissionsHeading: 'आवेदन, पिछले 8 हफ़्ते',
  admissionsCaption: 'पिछले 8 हफ़्तों (56 दिन, भारतीय समय) में हर दिन के आवेदन: जाँच चल रही है, मंज़ूर, मंज़ूर नहीं हुआ',
  admissionsSummary: (total, from, to, busiest, most) =>
    total === 0
      ? `बार चार्ट: ${from} से ${to} तक कोई आवेदन नहीं।`
      : `बार चार्ट: ${from} से ${to} तक ${total} आवेदन, हर दिन का बार फ़ैसले के अनुसार बँटा; सबसे ज़्यादा ${busiest} को (${most})।`,
  coursesHeading: 'कोर्स के अनुसार आवेदन',
  coursesCaption: 'कोर्स के अनुसार आवेदन, अब तक के सभी',
  coursesSummary: (parts) => `कोर्स के अनुसार आवेदनों का बार चार्ट: ${parts}।`,
  payoutsHeading: 'निवेशकों को दी गई रकम, पिछले 12 महीने',
  payoutsCaption: 'पिछले 12 महीनों में हर महीने निवेशकों को दी गई रकम (भुगतान, वापस लिए गए भुगतान घटाकर)',
  payoutsSummary: (total, from, to, top, most) =>
    `बार चार्ट: ${from} से ${to} तक ${total} दिए गए; सबसे ज़्यादा ${top} में (${most})।`,
  payoutsNone: (from, to) => `बार चार्ट: ${from} से ${to} तक कुछ नहीं दिया गया।`,
  dayAxis: 'दिन (भारतीय समय)',
  monthAxis: 'महीना',
  courseAxis: 'कोर्स',
  applicationsAxis: 'आवेदन',
  rupeesAxis: 'दी गई रकम (₹)',
  dateColumn: 'तारीख़',
  monthColumn: 'महीना',
  courseColumn: 'कोर्स',
  totalColumn: 'कुल',
  applicationsColumn: 'आवेदन',
  paidOutColumn: 'दी गई रकम',
  legend: 'रंग',
  showTable: 'तालिका के रूप में देखें',
  hideTable: 'तालिका छिपाएँ',
  loading: 'चार्ट लोड हो रहा है…',
  notDrawn: 'चार्ट नहीं बन सका; उसके आँकड़े तालिका में हैं।',
  couldNotLoad: (reason) => `चार्ट लोड नहीं हो सका: ${reason}`,
};

export default adminChartsHindi;
