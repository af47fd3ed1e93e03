// Billing data: the packages with their hosted links, and the signed-in user's payment history.
import { useQuery } from "@tanstack/react-query";
import type { BillingPackage, Payment } from "../../../contract/payments";
import { api } from "@/config/paths";

export const billingPackagesQueryKey = [api.billingPackages] as const;
export const paymentsQueryKey = [api.payments] as const;

export function useBillingPackages() {
  return useQuery<BillingPackage[]>({ queryKey: billingPackagesQueryKey });
}

export function usePayments() {
  return useQuery<Payment[]>({ queryKey: paymentsQueryKey });
}
