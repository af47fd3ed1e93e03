// The project's name and number, editable (PATCH /api/projects/:id). Until the owner renames it, both come from the
// first document whose cover names the project; once saved, a later document's cover no longer changes them.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { renameProjectSchema, type ProjectSummary } from "../../../contract/projects";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/text-field";
import { toast, toastError } from "@/hooks/use-toast";
import { useRenameProject } from "@/shared/projects/use-projects";

export function ProjectDetailsCard({ project }: { project: ProjectSummary }) {
  const rename = useRenameProject(project.id);
  const form = useForm({
    resolver: zodResolver(renameProjectSchema),
    defaultValues: { name: project.name, number: project.number },
  });
  const onSubmit = form.handleSubmit((values) =>
    rename.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, number: saved.number });
        toast({ title: "Project Updated", description: "The project's name and number have been saved." });
      },
      onError: (error) => toastError("Update failed", error, "Failed to save the project. Please try again."),
    }),
  );

  return (
    <Card aria-labelledby="project-details-title">
      <CardHeader>
        <h2 id="project-details-title" className="leading-none font-semibold">
          Project Details
        </h2>
        <CardDescription>Filled in from the first document's cover. Change them to match your records.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
            <TextField control={form.control} name="name" label="Project Name" autoComplete="off" />
            <TextField control={form.control} name="number" label="Project Number" autoComplete="off" />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={rename.isPending || !form.formState.isDirty}>
                {rename.isPending ? "Saving..." : "Save Project Details"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
