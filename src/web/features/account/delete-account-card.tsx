// Account page: close the account after re-entering the password and confirming. The super-admin cannot.
import { useState } from "react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { toast, toastError } from "@/hooks/use-toast";
import { useCloseAccount } from "./account-queries";

export function DeleteAccountCard({ isAdmin }: { isAdmin: boolean }) {
  const close = useCloseAccount();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    close.mutate(
      { password },
      {
        onSuccess: () => {
          setConfirming(false);
          navigate(paths.home);
          toast({ title: "Account Deleted", description: "Your account and your scans have been deleted." });
        },
        onError: (error) => {
          setConfirming(false);
          toastError("Account not deleted", error, "Failed to delete your account. Please try again.");
        },
      },
    );

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <h2 className="leading-none font-semibold">Delete account</h2>
        <CardDescription>
          Deletes your scans, their files and your sign-in. Payment records are kept for accounting without your name or
          e-mail. Unused credits are lost.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isAdmin ? (
          <p className="text-sm text-muted-foreground">The super-admin account cannot be deleted here.</p>
        ) : (
          <form
            className="max-w-md space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (password) setConfirming(true);
            }}
          >
            <div className="space-y-2">
              <Label htmlFor="delete-account-password">Password</Label>
              <PasswordInput
                id="delete-account-password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <Button type="submit" variant="destructive" disabled={!password || close.isPending}>
              Delete Account
            </Button>
          </form>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your scans and their files are deleted for good. This cannot be undone."
        confirmLabel="Delete Account"
        onConfirm={confirm}
        busy={{ running: close.isPending, label: "Deleting..." }}
      />
    </Card>
  );
}
