// Verify e-mail: reached from the link e-mailed at registration. Opening the page changes nothing (mail scanners
// prefetch links); the button confirms, so only a person who holds the mailbox verifies the address. The
// administrator's address also asks for a new password (the server answers PASSWORD_REQUIRED): the mailbox's owner
// takes the account over, whoever registered it first is signed out, and the owner is signed in.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "wouter";
import { CircleAlert, CircleCheck } from "lucide-react";
import {
  PASSWORD_REQUIRED_CODE,
  VERIFY_LINK_INVALID,
  resetPasswordFormSchema,
  type VerifyEmailPayload,
} from "../../../contract/auth";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { apiRequest } from "@/lib/api-client";
import { errorMessageOr, serverCode, serverMessage } from "@/lib/error-message";
import { AuthOutcome, AuthShell, AuthSubmitButton } from "@/components/auth-shell";

export function VerifyEmailPage() {
  const { token = "" } = useParams<{ token: string }>();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (payload: VerifyEmailPayload) => apiRequest("POST", api.verifyEmail, payload),
    // With a new password the server has signed this browser in: the account is loaded when the user continues, since
    // loading it now would switch to the signed-in screens and take this page, and its outcome, away.
    onSuccess: (_data, payload) => {
      if (payload.password === undefined) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
  const loadAccount = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  if (verify.isSuccess) {
    return (
      <AuthShell title="Email Verified">
        <AuthOutcome icon={CircleCheck} next={{ href: paths.home, label: "Continue", onClick: loadAccount }}>
          <p>Your email address is verified.</p>
        </AuthOutcome>
      </AuthShell>
    );
  }

  const needsPassword = serverCode(verify.error) === PASSWORD_REQUIRED_CODE || verify.variables?.password !== undefined;
  if (needsPassword && token.trim()) {
    const askedFor = serverCode(verify.error) === PASSWORD_REQUIRED_CODE;
    return (
      <AuthShell
        title="Set Your Password"
        description={serverMessage(askedFor ? verify.error : null) ?? "Choose a new password of at least 8 characters."}
      >
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit(({ password }) => verify.mutate({ token, password }))}
            className="space-y-4"
            noValidate
          >
            {verify.isError && !askedFor ? (
              <Alert variant="destructive">
                <CircleAlert aria-hidden />
                <AlertTitle>Verification failed</AlertTitle>
                <AlertDescription>{errorMessageOr(verify.error, VERIFY_LINK_INVALID)}</AlertDescription>
              </Alert>
            ) : null}
            <TextField
              control={form.control}
              name="password"
              label="New password"
              password
              autoComplete="new-password"
            />
            <TextField
              control={form.control}
              name="confirmPassword"
              label="Confirm new password"
              password
              autoComplete="new-password"
            />
            <AuthSubmitButton pending={verify.isPending} pendingLabel="Verifying...">
              Set Password and Verify
            </AuthSubmitButton>
          </form>
        </Form>
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
                ? errorMessageOr(verify.error, VERIFY_LINK_INVALID)
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
