// Bottom of the sidebar: credit balance, who is signed in, the theme toggle and Sign Out (product §2).
import { Coins, LogOut, Moon, Sun } from "lucide-react";
import { Link } from "wouter";
import type { CurrentUser } from "../../../contract/auth";
import { SidebarFooter } from "@/components/ui/sidebar";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar-menu";
import { paths } from "@/config/paths";
import { useLogout } from "@/hooks/use-logout";
import { useTheme } from "@/hooks/use-theme";

export function displayName(user: Pick<CurrentUser, "firstName" | "lastName">): string | null {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : null;
}

export function AccountBlock({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const { theme, toggleTheme } = useTheme();
  const logout = useLogout();
  const name = displayName(user);
  const creditsLabel = `${user.credits} ${user.credits === 1 ? "credit" : "credits"}`;

  return (
    <SidebarFooter className="border-t">
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton asChild tooltip={`${creditsLabel} available`} className="h-auto py-2">
            <Link href={paths.billing} onClick={onNavigate} data-testid="sidebar-credits">
              <Coins aria-hidden className="text-primary" />
              <span className="flex flex-col leading-tight">
                <span className="text-xs text-sidebar-foreground/70">Credit balance</span>
                <span className="font-semibold" aria-live="polite">
                  {creditsLabel}
                </span>
              </span>
            </Link>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
      {/* The signed-in identity opens the Account page (name, password, delete account). */}
      <Link
        href={paths.account}
        onClick={onNavigate}
        className="block min-w-0 rounded-md px-2 py-1 text-sm group-data-[collapsible=icon]:hidden hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:outline-none"
        data-testid="sidebar-account"
      >
        <span className="sr-only">Account settings: </span>
        {name && <p className="truncate font-medium">{name}</p>}
        <p className="truncate text-sidebar-foreground/70" title={user.email}>
          {user.email}
        </p>
      </Link>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton
            onClick={toggleTheme}
            tooltip={theme === "dark" ? "Light mode" : "Dark mode"}
            data-testid="theme-toggle"
          >
            {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
            <span>{theme === "dark" ? "Light mode" : "Dark mode"}</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
        <SidebarMenuItem>
          {/* aria-disabled rather than disabled while signing out: a disabled button drops keyboard focus, and after a
              failure the user should be able to press it again where they were. */}
          <SidebarMenuButton
            onClick={() => {
              if (!logout.isPending) logout.mutate();
            }}
            aria-disabled={logout.isPending || undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            tooltip="Sign Out"
          >
            <LogOut aria-hidden />
            <span>Sign Out</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </SidebarFooter>
  );
}
