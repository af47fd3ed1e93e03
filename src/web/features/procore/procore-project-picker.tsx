// Company and project of the Procore account: the log is sent to the project picked here.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { api } from "@/config/paths";
import { selectClasses } from "@/shared/send/select-classes";
import type { ProcoreSelection } from "../../../contract/procore";
import { useProcoreChoices } from "./use-procore";

export function ProcoreProjectPicker(props: { onPick: (selection: ProcoreSelection) => void; picking: boolean }) {
  const companies = useProcoreChoices(api.procoreCompanies, true);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = companyId ?? companies.data?.choices[0]?.id ?? null;
  const projects = useProcoreChoices(api.procoreProjects(company ?? 0), company !== null);
  const [projectId, setProjectId] = useState<number | null>(null);
  const project = projectId ?? projects.data?.choices[0]?.id ?? null;
  if (companies.isError) return <p role="alert">Procore&apos;s companies could not be loaded. Try again later.</p>;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (company !== null && project !== null) props.onPick({ companyId: company, projectId: project });
      }}
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="procore-company">Procore company</Label>
        <select
          id="procore-company"
          className={selectClasses}
          value={company ?? ""}
          onChange={(e) => {
            setCompanyId(Number(e.target.value));
            setProjectId(null);
          }}
        >
          {companies.data?.choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="procore-project">Procore project</Label>
        <select
          id="procore-project"
          className={selectClasses}
          value={project ?? ""}
          onChange={(e) => setProjectId(Number(e.target.value))}
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
