// Create Your Account (spec §2): the confirmation is checked here and never sent; on success the user lands on /.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { registerFormSchema, type RegisterPayload } from "../../../contract/auth";
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

export function RegisterPage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: "", firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  const register = useMutation({
    mutationFn: (payload: RegisterPayload) => apiRequest("POST", api.register, payload),
    onSuccess: async () => {
      toast({ title: "Account created successfully" });
      navigate(paths.home);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      toast({
        title: "Registration failed",
        description: errorMessageOr(error, "Failed to create account. Please try again."),
        variant: "destructive",
      });
    },
  });

  return (
    <AuthShell
      title="Create Your Account"
      description="Start turning specification books into submittal logs."
      footer={
        <p>
          Already have an account? <AuthLink href={paths.login}>Sign in</AuthLink>
        </p>
      }
    >
      <Form {...form}>
        <form
          onSubmit={form.handleSubmit(({ email, password, firstName, lastName }) =>
            register.mutate({ email, password, firstName: firstName || undefined, lastName: lastName || undefined }),
          )}
          className="space-y-4"
          noValidate
        >
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
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="firstName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>First name</FormLabel>
                  <FormControl>
                    <Input autoComplete="given-name" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="lastName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Last name</FormLabel>
                  <FormControl>
                    <Input autoComplete="family-name" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirmPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Confirm password</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={register.isPending}>
            {register.isPending ? "Creating account..." : "Create Account"}
          </Button>
        </form>
      </Form>
    </AuthShell>
  );
}
