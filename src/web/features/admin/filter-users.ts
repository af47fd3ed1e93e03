// The Users tab's search (spec §5): case-insensitive contains over e-mail, first name and last name.
import type { AdminUser } from "../../../contract/admin";

export function filterUsers(users: AdminUser[], query: string): AdminUser[] {
  const q = query.trim().toLowerCase();
  if (!q) return users;
  return users.filter((u) => [u.email, u.firstName, u.lastName].some((v) => v?.toLowerCase().includes(q)));
}
