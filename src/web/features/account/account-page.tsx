// Account (/account): change name and password, and close the account.
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/hooks/use-current-user";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { DeleteAccountCard } from "./delete-account-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";

export function AccountPage() {
  useDocumentTitle("Account");
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Account" description="Your name, your password, and your data." />
      <ProfileCard user={user} />
      <PasswordCard />
      <DeleteAccountCard isAdmin={user.isAdmin} />
    </div>
  );
}
