// Verify e-mail: reached from the link e-mailed at registration. Opening the page changes nothing (mail scanners
// prefetch links); the button confirms, so only a person who holds the mailbox verifies the address.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "wouter";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { VerifyEmailPayload } from "../../../contract/auth";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { apiRequest } from "@/lib/api-client";
import { errorMessageOr } from "@/lib/error-message";
import { AuthOutcome, AuthShell } from "./auth-shell";

export function VerifyEmailPage() {
  const { token = "" } = useParams<{ token: string }>();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (payload: VerifyEmailPayload) => apiRequest("POST", api.verifyEmail, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });

  if (verify.isSuccess) {
    return (
      <AuthShell title="Email Verified">
        <AuthOutcome icon={CircleCheck} next={{ href: paths.home, label: "Continue" }}>
          <p>Your email address is verified.</p>
        </AuthOutcome>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Verify Your Email" description="Confirm that this email address belongs to you.">
      <div className="space-y-4">
        {verify.isError || !token.trim() ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>Verification failed</AlertTitle>
            <AlertDescription>
              {token.trim()
                ? errorMessageOr(verify.error, "This verification link is invalid or has expired.")
                : "Verification token is required. Open the link from your email again."}
            </AlertDescription>
          </Alert>
        ) : null}
        <Button
          className="w-full"
          disabled={verify.isPending || !token.trim()}
          onClick={() => verify.mutate({ token })}
        >
          {verify.isPending ? "Verifying..." : "Verify Email"}
        </Button>
      </div>
    </AuthShell>
  );
}
