// Create Your Account (product §2): the confirmation is checked here and never sent; on success the user lands on /.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { registerFormSchema, type RegisterPayload } from "../../../contract/auth";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { toast, toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { AuthLink, AuthShell, AuthSubmitButton, EMAIL_FIELD } from "@/components/auth-shell";

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
      toastError("Registration failed", error, "Failed to create account. Please try again.");
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
          <TextField control={form.control} name="email" {...EMAIL_FIELD} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
            <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <TextField control={form.control} name="password" label="Password" password autoComplete="new-password" />
          <TextField
            control={form.control}
            name="confirmPassword"
            label="Confirm password"
            password
            autoComplete="new-password"
          />
          <AuthSubmitButton pending={register.isPending} pendingLabel="Creating account...">
            Create Account
          </AuthSubmitButton>
        </form>
      </Form>
    </AuthShell>
  );
}
