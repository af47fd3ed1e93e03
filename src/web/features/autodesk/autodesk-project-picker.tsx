// Hub (account) and project of the Autodesk account: the log is sent to the project picked here.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { api } from "@/config/paths";
import type { AutodeskSelection } from "../../../contract/autodesk";
import { selectClasses } from "@/shared/send/select-classes";
import { useAutodeskChoices } from "./use-autodesk";

export function AutodeskProjectPicker(props: { onPick: (selection: AutodeskSelection) => void; picking: boolean }) {
  const hubs = useAutodeskChoices(api.autodeskHubs, true);
  const [hubId, setHubId] = useState<string | null>(null);
  const hub = hubId ?? hubs.data?.choices[0]?.id ?? null;
  const projects = useAutodeskChoices(api.autodeskProjects(hub ?? ""), hub !== null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const project = projectId ?? projects.data?.choices[0]?.id ?? null;
  if (hubs.isError) return <p role="alert">Autodesk&apos;s hubs could not be loaded. Try again later.</p>;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (hub !== null && project !== null) props.onPick({ hubId: hub, projectId: project });
      }}
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="autodesk-hub">Autodesk hub</Label>
        <select
          id="autodesk-hub"
          className={selectClasses}
          value={hub ?? ""}
          onChange={(e) => {
            setHubId(e.target.value);
            setProjectId(null);
          }}
        >
          {hubs.data?.choices.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="autodesk-project">Autodesk Build project</Label>
        <select
          id="autodesk-project"
          className={selectClasses}
          value={project ?? ""}
          onChange={(e) => setProjectId(e.target.value)}
        >
          {projects.data?.choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={project === null || props.picking}>
        Use This Project
      </Button>
    </form>
  );
}
