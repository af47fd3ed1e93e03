// Sign In (product §2): on success the current user is refetched and the router takes the user on (home, or back where they were).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { INVALID_LOGIN, loginSchema, type LoginPayload } from "../../../contract/auth";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { toast, toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { AuthLink, AuthShell, AuthSubmitButton, EMAIL_FIELD } from "@/components/auth-shell";

export function LoginPage() {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const login = useMutation({
    mutationFn: (payload: LoginPayload) => apiRequest("POST", api.login, payload),
    onSuccess: async () => {
      toast({ title: "Welcome back!", description: "You have successfully signed in." });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      toastError("Login failed", error, INVALID_LOGIN);
    },
  });

  return (
    <AuthShell
      title="Sign In"
      description="Welcome back. Sign in to scan specifications and manage your submittal logs."
      footer={
        <p>
          Don&apos;t have an account? <AuthLink href={paths.register}>Create one</AuthLink>
        </p>
      }
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-4" noValidate>
          <TextField control={form.control} name="email" {...EMAIL_FIELD} />
          <TextField
            control={form.control}
            name="password"
            label="Password"
            password
            autoComplete="current-password"
            labelAside={
              <Link href={paths.forgotPassword} className="text-sm text-primary underline-offset-4 hover:underline">
                Forgot password?
              </Link>
            }
          />
          <AuthSubmitButton pending={login.isPending} pendingLabel="Signing in...">
            Sign In
          </AuthSubmitButton>
        </form>
      </Form>
    </AuthShell>
  );
}
