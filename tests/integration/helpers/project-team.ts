// A project shared with a team, for the membership suites: its owner, an editor, a viewer, a member the owner has
// removed (through the API) and a stranger, each a signed-in client with credits of their own.
import { addMember } from "../../../src/server/projects/membership/member-records";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import type { MemberRole } from "../../../src/contract/project-members";
import type { TestServer } from "./test-server";
import { registerUser, type SignedInUser } from "./users";

export const TEAM_ROLES = ["owner", "editor", "viewer", "removed", "stranger"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export type Team = Record<TeamRole, SignedInUser>;

const NAMES: Record<TeamRole, [string, string]> = {
  owner: ["Ada", "Okafor"],
  editor: ["Dana", "Lee"],
  viewer: ["Vic", "Moreau"],
  removed: ["Rae", "Quinn"],
  stranger: ["Sam", "Reyes"],
};

export async function registerTeam(server: Pick<TestServer, "url" | "db">, credits = 20): Promise<Team> {
  const team = {} as Team;
  for (const role of TEAM_ROLES) {
    const [firstName, lastName] = NAMES[role];
    team[role] = await registerUser(server, { firstName, lastName });
    if (credits > 0) {
      await grantCredits(server.db, { userId: team[role].user.id, credits, reason: "test setup", actorId: null });
    }
  }
  return team;
}

/**
 * Makes the team's editor, viewer and removed member members of the project (as an accepted invitation does), then
 * the owner removes the last through DELETE /api/projects/:id/members/:userId.
 */
export async function shareWithTeam(server: Pick<TestServer, "db">, team: Team, projectId: string): Promise<void> {
  const roles: [TeamRole, MemberRole][] = [
    ["editor", "editor"],
    ["viewer", "viewer"],
    ["removed", "editor"],
  ];
  for (const [who, role] of roles) await addMember(server.db, projectId, team[who].user.id, role);
  const res = await team.owner.client.delete(`/api/projects/${projectId}/members/${team.removed.user.id}`);
  if (res.status !== 200) throw new Error(`removing a member answered ${res.status}: ${JSON.stringify(res.body)}`);
}
