// Add Credits tab: grant credits to a user by id with a reason for the audit trail (product §2, §5).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CREDITS_ADDED, addCreditsSchema } from "../../../contract/admin";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/hooks/use-toast";
import { useAddCredits } from "./admin-queries";
import { parseCreditsInput } from "./parse-credits-input";

/** `userId` pre-fills the form when the admin came from a user's "Add credits" button. */
export function AddCreditsForm({ userId = "" }: { userId?: string }) {
  const addCredits = useAddCredits();
  const form = useForm({
    resolver: zodResolver(addCreditsSchema),
    defaultValues: { userId, credits: undefined, reason: "" },
  });

  const onSubmit = form.handleSubmit((values) =>
    addCredits.mutate(values, {
      onSuccess: () => {
        toast({ title: "Credits Added", description: CREDITS_ADDED });
        form.reset({ userId: "", credits: undefined, reason: "" });
      },
      onError: (error) => {
        toastError("Error", error, "Failed to add credits");
      },
    }),
  );

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Add Credits</CardTitle>
        <CardDescription>Grant credits to a user. Every grant is recorded with its reason.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <FormField
              control={form.control}
              name="userId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>User ID</FormLabel>
                  <FormControl>
                    <Input placeholder="The user's id from the Users tab" autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="credits"
              render={({ field: { value, onChange, ...field } }) => (
                <FormItem>
                  <FormLabel>Credits</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      value={typeof value === "number" && !Number.isNaN(value) ? value : ""}
                      onChange={(e) => onChange(parseCreditsInput(e.target.value))}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Reason</FormLabel>
                  <FormControl>
                    <Textarea placeholder="e.g. Refund for a failed upload, promotional credits" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" disabled={addCredits.isPending}>
              {addCredits.isPending ? "Adding..." : "Add Credits"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
