// Back from the hosted checkout with ?session_id=: confirm the purchase (the webhook may not have arrived yet),
// refresh balance and history, drop the parameter from the address, and — only when the server confirmed the purchase —
// say "Payment Successful!" and go on to the scanner after 2 s; otherwise say what is known and stay.
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearchParams } from "wouter";
import { confirmCheckoutResponseSchema, type ConfirmCheckoutResponse } from "../../../contract/payments";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiJson } from "@/lib/api-client";
import { paymentsQueryKey } from "./use-billing";

export const REDIRECT_AFTER_PAYMENT_MS = 2000;

/**
 * The server's answer, or "not_found" for a session that is not this user's purchase, does not exist, or is not a
 * checkout session id at all (the server refuses it as invalid, 400).
 */
async function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResponse["status"] | "not_found"> {
  try {
    const result = await apiJson(confirmCheckoutResponseSchema, "POST", api.billingConfirm, { sessionId });
    return result.status;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return "not_found";
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
      // Only a purchase the server confirmed is a success; anything else must not claim credits were added.
      if (status === "not_found") {
        toast({
          variant: "destructive",
          title: "Payment Not Confirmed",
          description: "We could not find this payment. If you were charged, please contact support.",
        });
        return;
      }
      if (status === "unavailable") {
        toast({
          title: "Payment Processing",
          description: "We could not confirm your payment yet. Credits will be added as soon as it is confirmed.",
        });
        return;
      }
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
