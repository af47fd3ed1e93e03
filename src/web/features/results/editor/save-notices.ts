// What Save Changes and a merge tell the user when they end.
import { toast } from "@/hooks/use-toast";

export function noticeSaved(failed: boolean): void {
  if (failed) {
    toast({ variant: "destructive", title: "Save Failed", description: "Failed to save changes. Please try again." });
  } else {
    toast({ title: "Changes Saved", description: "Submittal data has been updated successfully." });
  }
}

export function noticeMerged(): void {
  toast({
    title: "Changes Merged",
    description: "The latest saved version is shown with your unsaved changes on top. Save to keep them.",
  });
}

export function noticeMergeFailed(): void {
  toast({
    variant: "destructive",
    title: "Merge Failed",
    description: "The latest version could not be loaded; your changes are still here. Please try again.",
  });
}

export function noticeInvalid(problem: string): void {
  toast({ variant: "destructive", title: "Validation Error", description: problem });
}
