// Billing data: the packages with their hosted links, and the signed-in user's payment history.
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { billingPackageSchema, paymentSchema } from "../../../contract/payments";
import { api } from "@/config/paths";
import { queryWith } from "@/lib/query-client";

export const billingPackagesQueryKey = [api.billingPackages] as const;
export const paymentsQueryKey = [api.payments] as const;

export function useBillingPackages() {
  return useQuery({ queryKey: billingPackagesQueryKey, queryFn: queryWith(z.array(billingPackageSchema)) });
}

export function usePayments() {
  return useQuery({ queryKey: paymentsQueryKey, queryFn: queryWith(z.array(paymentSchema)) });
}
