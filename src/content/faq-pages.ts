/** The pages that show their FAQ entries as a section; an answer on one of them is linked at `#faq-<id>`. */
export const FAQ_PAGES = ['/admissions', '/ai-tools', '/investor-portal', '/payment-schedule'] as const;

export function faqAnchor(id: string): string {
  return `faq-${id}`;
}
