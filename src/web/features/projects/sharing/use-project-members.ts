// A project's members and open invitations (GET /api/projects/{id}/members), and the owner's changes to them:
// invite by e-mail, change a role, remove a member, withdraw an invitation. Each answers with the new list.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  projectMembersSchema,
  type InviteMember,
  type MemberRole,
  type ProjectMembers,
} from "../../../../contract/project-members";
import { apiJson } from "@/lib/api-client";
import { queryWith } from "@/lib/query-client";
import { PROJECTS } from "@/shared/projects/use-projects";

export const membersKey = (projectId: string) => [PROJECTS, projectId, "members"] as const;
const base = (projectId: string) => `${PROJECTS}/${encodeURIComponent(projectId)}`;

export function useProjectMembers(projectId: string, enabled = true) {
  return useQuery({ queryKey: membersKey(projectId), queryFn: queryWith(projectMembersSchema), enabled });
}

export function useMemberChanges(projectId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (members: ProjectMembers) => queryClient.setQueryData(membersKey(projectId), members);
  const invite = useMutation({
    mutationFn: (body: InviteMember) => apiJson(projectMembersSchema, "POST", `${base(projectId)}/invitations`, body),
    onSuccess,
  });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
      apiJson(projectMembersSchema, "PATCH", `${base(projectId)}/members/${encodeURIComponent(userId)}`, { role }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      apiJson(projectMembersSchema, "DELETE", `${base(projectId)}/members/${encodeURIComponent(userId)}`),
    onSuccess,
  });
  const withdraw = useMutation({
    mutationFn: (invitationId: string) =>
      apiJson(projectMembersSchema, "DELETE", `${base(projectId)}/invitations/${encodeURIComponent(invitationId)}`),
    onSuccess,
  });
  return { invite, changeRole, remove, withdraw };
}
