// Shown above every signed-in page while the account's e-mail address is unverified: what that means, and a button
// that sends a new verification link (the server allows a few per ten minutes).
import { MailWarning } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { errorMessageOr } from "@/lib/error-message";
import { useResendVerificationEmail } from "./account-queries";

export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const resend = useResendVerificationEmail();
  if (!user || user.emailVerified) return null;

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) =>
        toast({ title: "Verification E-mail Sent", description: `${message} (${user.email})` }),
      onError: (error) =>
        toast({
          title: "E-mail not sent",
          description: errorMessageOr(error, "Failed to send the verification e-mail. Please try again."),
          variant: "destructive",
        }),
    });

  return (
    <Alert variant="info" role="status" className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <MailWarning aria-hidden />
      {/* At least 16rem for the text before the button shares its line: on a phone the button goes below the text
          instead of over it, and a long address wraps rather than running under the button. */}
      <div className="min-w-0 flex-[1_1_16rem]">
        <AlertTitle className="line-clamp-none">Your e-mail address is not verified</AlertTitle>
        <AlertDescription className="wrap-anywhere">
          Open the link we sent to {user.email} to confirm it. No e-mail? Check your spam folder or send a new link.
        </AlertDescription>
      </div>
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={send}>
        {resend.isPending ? "Sending..." : "Resend verification e-mail"}
      </Button>
    </Alert>
  );
}
