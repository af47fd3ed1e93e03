// Super Admin Panel (product §2): counters and tabs for users, projects and their members, payments, failed scans and
// granting credits.
import { useState } from "react";
import { CreditCard, FileWarning, FolderKanban, PlusCircle, ShieldAlert, Users } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/hooks/use-current-user";
import { AddCreditsForm } from "./add-credits-form";
import { AdminStats } from "./admin-stats";
import { useAdminOverview } from "./admin-queries";
import { FailedScansTab } from "./failed-scans-tab";
import { PaymentsTab } from "./payments-tab";
import { ProjectsTab } from "./projects-tab";
import { UsersTab } from "./users-tab";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { MAIN_HEADING_PROPS } from "@/hooks/use-main-heading-focus";

function AccessDenied() {
  return (
    <Card className="mx-auto mt-12 max-w-md">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10">
          <ShieldAlert className="size-6 text-destructive" aria-hidden />
        </div>
        <h1 {...MAIN_HEADING_PROPS} className="text-xl font-semibold outline-none">
          Access Denied
        </h1>
        <p className="text-sm text-muted-foreground">You do not have permission to access the admin panel.</p>
      </CardContent>
    </Card>
  );
}

export function AdminPage() {
  useDocumentTitle("Super Admin Panel");
  const { user } = useCurrentUser();
  const [tab, setTab] = useState("users");
  const [grantUserId, setGrantUserId] = useState("");
  const isAdmin = user?.isAdmin ?? false;
  const overview = useAdminOverview(isAdmin);

  if (!isAdmin) return <AccessDenied />;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Super Admin Panel"
        description="Users, projects, payments and failed scans across the platform."
      />
      <AdminStats
        totalUsers={overview.data?.totalUsers}
        totalPayments={overview.data?.totalPayments}
        failedScans={overview.data?.failedScans}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="users">
            <Users aria-hidden />
            Users
          </TabsTrigger>
          <TabsTrigger value="projects">
            <FolderKanban aria-hidden />
            Projects
          </TabsTrigger>
          <TabsTrigger value="payments">
            <CreditCard aria-hidden />
            Payments
          </TabsTrigger>
          <TabsTrigger value="failed">
            <FileWarning aria-hidden />
            Failed Scans
          </TabsTrigger>
          <TabsTrigger value="credits">
            <PlusCircle aria-hidden />
            Add Credits
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab
            onGrant={(userId) => {
              setGrantUserId(userId);
              setTab("credits");
            }}
          />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectsTab />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="failed">
          <FailedScansTab />
        </TabsContent>
        <TabsContent value="credits">
          {/* Keyed by the chosen user so the form starts fresh for each one. */}
          <AddCreditsForm key={grantUserId} userId={grantUserId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
