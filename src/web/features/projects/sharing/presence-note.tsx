// "Also here now: Dana Lee, Vic Moreau": the other members who have the project open, above its log.
import { Users } from "lucide-react";
import { useCurrentUser } from "@/hooks/use-current-user";
import { useProjectPresence } from "./use-project-presence";

export function PresenceNote({ projectId }: { projectId: string }) {
  const { user } = useCurrentUser();
  const others = useProjectPresence(projectId).filter((p) => p.userId !== user?.id);
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground">
      {others.length > 0 && (
        <>
          <Users className="size-4 shrink-0" aria-hidden />
          <span className="wrap-anywhere">Also here now: {others.map((p) => p.name).join(", ")}</span>
        </>
      )}
    </p>
  );
}
