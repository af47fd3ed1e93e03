// Connecting the account: "Connect Autodesk" to the authorize page and back, or, without a client id on the server,
// the button held back with how to set one up.
import { AUTODESK_SETUP_TEXT } from "../../../contract/autodesk";
import { Button } from "@/components/ui/button";
import { api } from "@/config/paths";

export function AutodeskConnect({ scanId, configured }: { scanId: string; configured: boolean }) {
  if (!configured) {
    return (
      <div className="space-y-2">
        <Button disabled aria-describedby="autodesk-setup">
          Connect Autodesk
        </Button>
        <p id="autodesk-setup" className="text-sm text-muted-foreground">
          {AUTODESK_SETUP_TEXT}
        </p>
      </div>
    );
  }
  return (
    <Button asChild>
      <a href={api.autodeskConnect(`/results/${scanId}`)}>Connect Autodesk</a>
    </Button>
  );
}
