// Public facts about this installation (GET /api/app-info): the source-code address for the "Source code" links.
import { useQuery } from "@tanstack/react-query";
import type { AppInfo } from "../../contract/app-info";
import { api } from "@/config/paths";

export function useAppInfo(): AppInfo | undefined {
  return useQuery<AppInfo>({ queryKey: [api.appInfo] }).data;
}
