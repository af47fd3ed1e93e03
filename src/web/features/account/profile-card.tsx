// Account page: the user's first and last name.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { updateProfileSchema } from "../../../contract/account";
import type { CurrentUser } from "../../../contract/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { toast, toastError } from "@/hooks/use-toast";
import { useUpdateProfile } from "./account-queries";

export function ProfileCard({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName ?? "", lastName: saved.lastName ?? "" });
        toast({ title: "Profile Updated", description: "Your name has been saved." });
      },
      onError: (error) => toastError("Update failed", error, "Failed to save your name. Please try again."),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Profile</h2>
        <CardDescription>Signed in as {user.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
            <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
            <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
                {update.isPending ? "Saving..." : "Save Name"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
