// How far the upload of the chosen files has gone.
import { Progress } from "@/components/ui/progress";

export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span>Uploading...</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} aria-label="Upload progress" />
    </div>
  );
}
