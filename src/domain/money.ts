const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** Amounts in en-IN format with a rupee sign, e.g. ₹1,23,456. */
export function formatRupees(amount: number): string {
  return rupees.format(amount).replace(/\.00$/, '');
}
