// A scan's status as a coloured badge (product §4): Completed green, Processing blue, Failed red, anything else shown raw.
import { Badge } from "@/components/ui/badge";

const KNOWN = {
  completed: { label: "Completed", variant: "success" },
  processing: { label: "Processing", variant: "info" },
  failed: { label: "Failed", variant: "destructive" },
} as const;

export function ScanStatusBadge({ status }: { status: string }) {
  const known = KNOWN[status as keyof typeof KNOWN] as (typeof KNOWN)[keyof typeof KNOWN] | undefined;
  if (!known) return <Badge variant="outline">{status}</Badge>;
  return <Badge variant={known.variant}>{known.label}</Badge>;
}
