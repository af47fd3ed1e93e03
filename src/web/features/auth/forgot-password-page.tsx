// Reset Your Password (product §2): asks for the address, then shows 'Check Your Email' with it.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { forgotPasswordSchema, type ForgotPasswordPayload } from "../../../contract/auth";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { api, paths } from "@/config/paths";
import { toast, toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { serverMessage } from "@/lib/error-message";
import { AuthLink, AuthOutcome, AuthShell, AuthSubmitButton, EMAIL_FIELD } from "@/components/auth-shell";

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const request = useMutation({
    mutationFn: (payload: ForgotPasswordPayload) => apiRequest("POST", api.forgotPassword, payload),
    onSuccess: (_res, payload) => {
      setSentTo(payload.email);
      toast({ title: "Reset link sent" });
    },
    onError: (error) => {
      const notFound = serverMessage(error)?.includes("No account found") ?? false;
      toastError(
        notFound ? "Account not found" : "Request failed",
        error,
        "Failed to send reset email. Please try again.",
      );
    },
  });

  if (sentTo) {
    return (
      <AuthShell title="Check Your Email">
        <AuthOutcome icon={MailCheck} next={{ href: paths.login, label: "Back to Sign In" }}>
          <p>
            We sent a password reset link to <strong className="break-all">{sentTo}</strong>.
          </p>
          <p className="text-sm text-muted-foreground">
            Didn&apos;t receive it? Check your spam folder, or try again in a few minutes.
          </p>
        </AuthOutcome>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Reset Your Password"
      description="Enter the email you signed up with and we'll send you a link to set a new password."
      footer={
        <>
          <p>
            Remembered it? <AuthLink href={paths.login}>Sign in</AuthLink>
          </p>
          <p>
            New here? <AuthLink href={paths.register}>Create an account</AuthLink>
          </p>
        </>
      }
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit((values) => request.mutate(values))} className="space-y-4" noValidate>
          <TextField control={form.control} name="email" {...EMAIL_FIELD} />
          <AuthSubmitButton pending={request.isPending} pendingLabel="Sending...">
            Send Reset Link
          </AuthSubmitButton>
        </form>
      </Form>
    </AuthShell>
  );
}
