// Why some of the files dropped or chosen were not added to the list.
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

export function DropProblemsAlert({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="destructive" aria-live="polite">
      <AlertTitle>Some files were not added</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
