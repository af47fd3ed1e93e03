// Display formats used across the admin lists.
import { format } from "date-fns";

export function formatDate(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy");
}

export function formatDateTime(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy h:mm a");
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Amounts arrive as decimal strings ("45.00"). */
export function formatAmount(amount: string): string {
  const value = Number(amount);
  return Number.isFinite(value) ? usd.format(value) : amount;
}

export function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(" ");
  return name || null;
}
