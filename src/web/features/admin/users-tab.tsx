// Users tab: case-insensitive search over email, first and last name (on the server, once typing pauses); one card
// per user with their counters, a page at a time.
import { useState, type ReactNode } from "react";
import { PlusCircle, Search, Users } from "lucide-react";
import { adminUserPageSchema, type AdminUser } from "../../../contract/admin";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { api } from "@/config/paths";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useAdminPages } from "./admin-queries";
import { formatDate, fullName } from "./format";
import { QueryListState } from "./query-list-state";

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function UserCard({ user, onGrant }: { user: AdminUser; onGrant: (userId: string) => void }) {
  return (
    <Card className="gap-3 py-4" data-testid="admin-user-card">
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <p className="font-semibold break-all">{user.email}</p>
          <p className="text-sm text-muted-foreground">Joined {formatDate(user.createdAt)}</p>
        </div>
        <p className="text-sm">{fullName(user.firstName, user.lastName) ?? "No name"}</p>
        <p className="font-mono text-xs break-all text-muted-foreground">ID: {user.id}</p>
        <dl className="grid grid-cols-3 gap-3 text-sm sm:grid-cols-5">
          <Stat label="Credits" value={user.credits} />
          <Stat label="Total scans" value={user.totalScans} />
          <Stat label="Successful" value={user.successfulScans} />
          <Stat label="Failed" value={user.failedScans} />
          <Stat label="Payments" value={user.totalPayments} />
        </dl>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onGrant(user.id)}
          aria-label={`Add credits to ${user.email}`}
        >
          <PlusCircle aria-hidden />
          Add credits
        </Button>
      </CardContent>
    </Card>
  );
}

const SEARCH_DEBOUNCE_MS = 250;

export function UsersTab({ onGrant }: { onGrant: (userId: string) => void }) {
  const [search, setSearch] = useState("");
  const searched = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const query = useAdminPages(adminUserPageSchema, api.adminUsers, searched);
  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by email or name..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>
      <QueryListState
        query={query}
        emptyIcon={searched ? Search : Users}
        emptyTitle={searched ? "No users match your search" : "No users yet"}
      >
        {(users) => users.map((u) => <UserCard key={u.id} user={u} onGrant={onGrant} />)}
      </QueryListState>
    </div>
  );
}
