// Pricing constants and the credit rule (product §9): 1 credit per 50 MB, rounded up per file, at least 1 per file.

import { MB } from "./uploads";

export const BYTES_PER_CREDIT = 50 * MB;

export function creditsForFile(sizeBytes: number): number {
  return Math.max(1, Math.ceil(sizeBytes / BYTES_PER_CREDIT));
}

export function creditsForFiles(sizes: readonly number[]): number {
  return sizes.reduce((sum, size) => sum + creditsForFile(size), 0);
}

/** The spec's wording (§8, "Insufficient Credits") when the balance cannot pay: the server's 402, the app's warning. */
export function insufficientCreditsMessage(needed: number, available: number): string {
  return `You need ${needed} credit(s) to scan these documents. You have ${available} credit(s).`;
}

export type CreditPackage = {
  id: string;
  credits: number;
  price: number;
  pricePerCredit: number;
  popular: boolean;
};

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: "pack-1", credits: 1, price: 5, pricePerCredit: 5, popular: false },
  { id: "pack-5", credits: 5, price: 25, pricePerCredit: 5, popular: false },
  { id: "pack-10", credits: 10, price: 45, pricePerCredit: 4.5, popular: true },
  { id: "pack-25", credits: 25, price: 100, pricePerCredit: 4, popular: false },
  { id: "pack-50", credits: 50, price: 175, pricePerCredit: 3.5, popular: false },
];
