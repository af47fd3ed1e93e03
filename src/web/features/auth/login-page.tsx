// Sign In (spec §2): on success the current user is refetched and the router takes the user on (home, or back where they were).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { loginSchema, type LoginPayload } from "../../../contract/auth";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/password-input";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { errorMessageOr } from "@/lib/error-message";
import { AuthLink, AuthShell } from "./auth-shell";

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
      toast({
        title: "Login failed",
        description: errorMessageOr(error, "Invalid email or password"),
        variant: "destructive",
      });
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
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between">
                  <FormLabel>Password</FormLabel>
                  <Link href={paths.forgotPassword} className="text-sm text-primary underline-offset-4 hover:underline">
                    Forgot password?
                  </Link>
                </div>
                <FormControl>
                  <PasswordInput autoComplete="current-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? "Signing in..." : "Sign In"}
          </Button>
        </form>
      </Form>
    </AuthShell>
  );
}
