// Set New Password (product §2): reached from the e-mailed link carrying the token; success shows 'Password Reset Complete'.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { CircleAlert, CircleCheck } from "lucide-react";
import { resetPasswordFormSchema, type ResetPasswordPayload } from "../../../contract/auth";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { api, paths } from "@/config/paths";
import { toast, toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { AuthLink, AuthOutcome, AuthShell, AuthSubmitButton } from "@/components/auth-shell";

export function ResetPasswordPage() {
  const { token = "" } = useParams<{ token: string }>();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const reset = useMutation({
    mutationFn: (payload: ResetPasswordPayload) => apiRequest("POST", api.resetPassword, payload),
    onSuccess: () => {
      setDone(true);
      toast({ title: "Password reset successful" });
    },
    onError: (error) => {
      toastError("Reset failed", error, "Failed to reset password. The link may have expired.");
    },
  });

  if (done) {
    return (
      <AuthShell title="Password Reset Complete">
        <AuthOutcome icon={CircleCheck} next={{ href: paths.login, label: "Sign In" }}>
          <p>Your password has been changed. Sign in with your new password.</p>
        </AuthOutcome>
      </AuthShell>
    );
  }

  if (!token.trim()) {
    // A link cut short in an e-mail client: say what is missing (product §5) rather than let a new password be typed in vain.
    return (
      <AuthShell title="Set New Password">
        <div className="space-y-4">
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>Reset token is required</AlertTitle>
            <AlertDescription>Open the link from your email again, or request a new one.</AlertDescription>
          </Alert>
          <Button asChild className="w-full">
            <Link href={paths.forgotPassword}>Request a new link</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Set New Password"
      description="Choose a new password of at least 8 characters."
      footer={
        <p>
          Link expired? <AuthLink href={paths.forgotPassword}>Request a new one</AuthLink>
        </p>
      }
    >
      <Form {...form}>
        <form
          onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
          className="space-y-4"
          noValidate
        >
          <TextField control={form.control} name="password" label="New password" password autoComplete="new-password" />
          <TextField
            control={form.control}
            name="confirmPassword"
            label="Confirm new password"
            password
            autoComplete="new-password"
          />
          <AuthSubmitButton pending={reset.isPending} pendingLabel="Resetting...">
            Reset Password
          </AuthSubmitButton>
        </form>
      </Form>
    </AuthShell>
  );
}
