// Reset Your Password (spec §2): asks for the address, then shows 'Check Your Email' with it.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Link } from "wouter";
import { MailCheck } from "lucide-react";
import { forgotPasswordSchema, type ForgotPasswordPayload } from "../../../contract/auth";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { api, paths } from "@/config/paths";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { errorMessageOr, serverMessage } from "@/lib/error-message";
import { AuthLink, AuthShell } from "./auth-shell";

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
      toast({
        title: notFound ? "Account not found" : "Request failed",
        description: errorMessageOr(error, "Failed to send reset email. Please try again."),
        variant: "destructive",
      });
    },
  });

  if (sentTo) {
    return (
      <AuthShell title="Check Your Email">
        <div className="space-y-4 text-center" role="status">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success/15">
            <MailCheck className="size-6 text-success" aria-hidden />
          </div>
          <p>
            We sent a password reset link to <strong className="break-all">{sentTo}</strong>.
          </p>
          <p className="text-sm text-muted-foreground">
            Didn&apos;t receive it? Check your spam folder, or try again in a few minutes.
          </p>
          <Button asChild className="w-full">
            <Link href={paths.login}>Back to Sign In</Link>
          </Button>
        </div>
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
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" placeholder="you@company.com" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      </Form>
    </AuthShell>
  );
}
