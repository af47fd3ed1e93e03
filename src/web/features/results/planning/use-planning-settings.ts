// The account's planning defaults (GET/PUT /api/planning-settings): the shipped ones until the user saves their own.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DEFAULT_PLANNING_SETTINGS,
  savedPlanningSettingsSchema,
  type PlanningSettings,
} from "../../../../contract/planning-settings";
import { api } from "@/config/paths";
import { apiJson } from "@/lib/api-client";
import { queryWith } from "@/lib/query-client";

const key = [api.planningSettings] as const;

export function usePlanningSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: queryWith(savedPlanningSettingsSchema) });
  const save = useMutation({
    mutationFn: (settings: PlanningSettings) =>
      apiJson(savedPlanningSettingsSchema, "PUT", api.planningSettings, settings),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return {
    /** The defaults until the account's own have loaded, so the log plans from the first render. */
    settings: query.data?.settings ?? DEFAULT_PLANNING_SETTINGS,
    save: save.mutateAsync,
  };
}
