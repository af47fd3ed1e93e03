// Account page: change the password (the current one is checked; other devices are signed out).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema } from "../../../contract/account";
import { TextField } from "@/components/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast, toastError } from "@/hooks/use-toast";
import { useChangePassword } from "./account-queries";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELDS = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
] as const;

export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({ title: "Password Changed", description: "Other devices have been signed out." });
        },
        onError: (error) =>
          toastError("Password not changed", error, "Failed to change your password. Please try again."),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Password</h2>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} className="max-w-md space-y-4" noValidate>
            {FIELDS.map(({ name, label, autoComplete }) => (
              <TextField
                key={name}
                control={form.control}
                name={name}
                label={label}
                password
                autoComplete={autoComplete}
              />
            ))}
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Changing..." : "Change Password"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
