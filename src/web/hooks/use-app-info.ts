// Public facts about this installation (GET /api/app-info): the source-code address for the "Source code" links.
import { useQuery } from "@tanstack/react-query";
import { appInfoSchema, type AppInfo } from "../../contract/app-info";
import { api } from "@/config/paths";
import { queryWith } from "@/lib/query-client";

export function useAppInfo(): AppInfo | undefined {
  return useQuery({ queryKey: [api.appInfo], queryFn: queryWith(appInfoSchema) }).data;
}
