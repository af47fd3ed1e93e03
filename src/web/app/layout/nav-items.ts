// The sidebar's destinations (product §2); the admin entry is shown to the super-admin only.
import { CreditCard, History, LayoutDashboard, ScanLine, ShieldCheck, type LucideIcon } from "lucide-react";
import { paths } from "@/config/paths";

export type NavItem = { title: string; href: string; icon: LucideIcon; adminOnly?: boolean; alsoActiveUnder?: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { title: "Dashboard", href: paths.home, icon: LayoutDashboard },
  { title: "Scan Document", href: paths.scan, icon: ScanLine },
  // A scan's results page is reached from the history, so the history stays highlighted there.
  { title: "Scan History", href: paths.history, icon: History, alsoActiveUnder: "/results/" },
  { title: "Credits & Billing", href: paths.billing, icon: CreditCard },
  { title: "Super Admin Panel", href: paths.admin, icon: ShieldCheck, adminOnly: true },
];

/** Dashboard is active on "/" only; other items also own their sub-paths. */
export function isNavItemActive(item: NavItem, location: string): boolean {
  if (item.href === paths.home) return location === paths.home;
  if (item.alsoActiveUnder && location.startsWith(item.alsoActiveUnder)) return true;
  return location === item.href || location.startsWith(`${item.href}/`);
}
