import { generateInvestorCode } from '../../netlify/lib/investors/codes';
import { type InvestorRecord, investorStore } from '../../netlify/lib/investors/records';
import { indexedInvestorCount, indexInvestors } from '../../netlify/lib/investors/search-index';
import { writeIf } from '../../netlify/lib/storage/conditional-write';
import { compactInvestorCode } from '../../src/domain/investor-code';

/**
 * Synthetic investors for bench:scale, written straight into the current Blobs target (records, then their index
 * lines), until the index lists `count`. Each has ten transactions, as a year of monthly payments gives.
 */
const CHUNK = 2_000;
const CONCURRENCY = 32;
const FIRST_NAMES = ['Meera', 'Rohan', 'Ananya', 'Kabir', 'Ishita', 'Arjun', 'Kavya', 'Vihaan', 'Diya', 'Aarav'];
const LAST_NAMES = ['Iyer', 'Mehta', 'Sharma', 'Rao', 'Khan', 'Singh', 'Das', 'Nair', 'Gupta', 'Bose'];

function syntheticInvestor(n: number): [string, InvestorRecord] {
  const investorCode = generateInvestorCode();
  const fullName = `${FIRST_NAMES[n % 10]} ${LAST_NAMES[Math.floor(n / 10) % 10]} ${n}`;
  const transactions = Array.from({ length: 10 }, (_, month) => ({
    transactionId: `TXN-2026${String(month + 1).padStart(2, '0')}13-${String(n).padStart(6, '0')}`,
    transactionDate: `2026-${String(month + 1).padStart(2, '0')}-13`,
    transactionTime: '10:30',
    description: 'Monthly profit share, Premium plan',
    transactionType: 'Credit' as const,
    amount: 4000,
  }));
  return [
    compactInvestorCode(investorCode),
    {
      account: {
        uniqueInvestorCode: investorCode,
        accountHolders: fullName,
        accountType: 'Premium',
        accountHolderType: 'Single',
        accountVerificationStatus: n % 7 === 0 ? 'processing' : 'verified',
        totalAmountInvested: 70000,
        basicAmount: 7000,
        totalAmountReleased: 40000,
        currentLoss: 0,
        upcomingPaymentDate: '2026-12-14',
        upcomingPaymentAmount: 4000,
        paymentReleaseDate: '13th of every month',
        paymentProcessingTime: 'Within 48 hours',
      },
      transactions,
      fullName,
      investmentAmount: 70000,
    },
  ];
}

/** Adds synthetic investors until the index lists `count`; the number listed before. */
export async function storeInvestorsInBulk(count: number): Promise<number> {
  const before = await indexedInvestorCount();
  const store = investorStore();
  for (let start = before; start < count; start += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => syntheticInvestor(start + i));
    for (let i = 0; i < chunk.length; i += CONCURRENCY) {
      await Promise.all(
        chunk.slice(i, i + CONCURRENCY).map(([code, record]) => writeIf(store, code, record, { onlyIfNew: true })),
      );
    }
    await indexInvestors(new Map(chunk));
  }
  return before;
}
