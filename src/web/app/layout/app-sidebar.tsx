// The signed-in navigation: brand, destinations, and the account block at the bottom.
import { Link, useLocation } from "wouter";
import { Sidebar, SidebarContent, SidebarGroup, SidebarGroupLabel, SidebarHeader } from "@/components/ui/sidebar";
import { useSidebar } from "@/components/ui/sidebar-context";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar-menu";
import { BrandLogo } from "@/components/brand-logo";
import { SourceCodeLink } from "@/components/source-code-link";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/hooks/use-current-user";
import { AccountBlock } from "./account-block";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

export function AppSidebar() {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  const { isMobile, setOpenMobile, state } = useSidebar();
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || user?.isAdmin);
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar>
      <SidebarHeader className="h-14 justify-center border-b">
        <Link
          href={paths.home}
          onClick={closeOnMobile}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
        >
          <BrandLogo compact={state === "collapsed" && !isMobile} />
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main">
          <SidebarGroup>
            <SidebarGroupLabel>Navigation</SidebarGroupLabel>
            <SidebarMenu>
              {items.map((item) => (
                <SidebarMenuItem key={item.href}>
                  <SidebarMenuButton asChild isActive={isNavItemActive(item, location)} tooltip={item.title}>
                    <Link href={item.href} onClick={closeOnMobile}>
                      <item.icon aria-hidden />
                      <span>{item.title}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
        <SourceCodeLink
          withIcon
          className="mt-auto px-4 py-2 text-xs text-sidebar-foreground/70 group-data-[collapsible=icon]:hidden hover:text-sidebar-foreground"
        />
      </SidebarContent>
      {user && <AccountBlock user={user} onNavigate={closeOnMobile} />}
    </Sidebar>
  );
}
