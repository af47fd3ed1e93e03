// Back from the hosted checkout with ?session_id=: confirm the purchase (the webhook may not have arrived yet),
// refresh balance and history, drop the parameter from the address, say so, and go on to the scanner after 2 s.
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearchParams } from "wouter";
import type { ConfirmCheckoutResponse } from "../../../contract/payments";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { apiJson } from "@/lib/api-client";
import { paymentsQueryKey } from "./use-billing";

export const REDIRECT_AFTER_PAYMENT_MS = 2000;

async function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResponse["status"]> {
  try {
    const result = await apiJson<ConfirmCheckoutResponse>("POST", api.billingConfirm, { sessionId });
    return result.status;
  } catch {
    // The webhook credits the purchase on its own; a failed confirmation only means it may take a moment longer.
    return "unavailable";
  }
}

export function useCheckoutReturn(): void {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  // Clearing the parameter re-runs the effect below, so the redirect timer lives outside it, tied to the page.
  const mounted = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirectTimer.current);
    };
  }, []);

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    navigate(paths.billing, { replace: true });
    void (async () => {
      const status = await confirmCheckout(sessionId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
      ]);
      if (status === "not_paid") {
        toast({
          title: "Payment Processing",
          description: "Your payment is still being processed. Credits will be added as soon as it clears.",
        });
        return;
      }
      if (status === "unrecognized") {
        toast({
          variant: "destructive",
          title: "Payment Received",
          description: "We could not match this payment to a credit package. Please contact support.",
        });
        return;
      }
      toast({ title: "Payment Successful!", description: "Your credits have been added. Redirecting to scanner..." });
      if (mounted.current) redirectTimer.current = setTimeout(() => navigate(paths.scan), REDIRECT_AFTER_PAYMENT_MS);
    })();
  }, [sessionId, navigate, queryClient]);
}
