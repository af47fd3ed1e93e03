// The project's activity on its page: who added which document (and paid for it), who saved what, who decided which
// changes, newest first, with a person filter (GET /api/projects/{id}/activity?userId=…).
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { projectActivitySchema } from "../../../contract/project-activity";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiJson } from "@/lib/api-client";
import { signature } from "@/lib/signed-at";
import { PROJECTS } from "@/shared/projects/use-projects";
import { useProjectMembers } from "./sharing/use-project-members";

const SHOWN = 50;

export function ProjectActivityCard({ projectId }: { projectId: string }) {
  const [person, setPerson] = useState("");
  const selectId = useId();
  const members = useProjectMembers(projectId);
  const activity = useQuery({
    queryKey: [PROJECTS, projectId, "activity", person],
    queryFn: () =>
      apiJson(
        projectActivitySchema,
        "GET",
        `${PROJECTS}/${encodeURIComponent(projectId)}/activity${person ? `?userId=${encodeURIComponent(person)}` : ""}`,
      ),
  });
  return (
    <Card aria-labelledby="project-activity-title">
      <CardHeader>
        <h2 id="project-activity-title" className="leading-none font-semibold">
          Activity
        </h2>
        <CardDescription>
          Every document added, save and decision in this project, signed by who made it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Person
          </label>
          <div>
            <select
              id={selectId}
              className="h-10 w-full max-w-xs rounded-md border bg-background px-3 text-sm"
              value={person}
              onChange={(e) => setPerson(e.target.value)}
            >
              <option value="">Everyone</option>
              {(members.data?.members ?? []).map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {!activity.data ? (
          <Spinner label="Loading activity" />
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ol className="space-y-1 text-sm" aria-label="Project activity">
            {activity.data.slice(0, SHOWN).map((entry, i) => (
              <li key={i} className="wrap-anywhere">
                {entry.text} <span className="text-muted-foreground">— {signature(entry.who, entry.at)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
