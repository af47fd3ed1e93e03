// The card's send button: "Send to Autodesk Build", "Send Again" or "Resume Sending" by the last send, held back
// while the log has unsaved edits or types without a match, with why.
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = {
  label: string;
  onSend: () => void;
  disabled: boolean;
  unsaved: boolean;
  error: string | null;
};

export function AutodeskSendButton({ label, onSend, disabled, unsaved, error }: Props) {
  return (
    <div className="space-y-1">
      <Button onClick={onSend} disabled={disabled} aria-describedby={unsaved ? "autodesk-send-why" : undefined}>
        <Send aria-hidden />
        {label}
      </Button>
      {unsaved && (
        <p id="autodesk-send-why" className="text-sm text-muted-foreground">
          Save your changes first: the saved log is what is sent.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
