// The dialog behind Export Selected: the export settings (the user's preferences follow them; the log's numbering,
// manager, title style and page reference stay with the log), the company's Submittal Types and the mapping onto
// them, the Procore check with its fixes, and the download ("Export anyway", with what Procore will do, while
// problems remain).
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from "react";
import { exportSettingsSchema, type ExportSettings } from "../../../../contract/export-settings";
import type { ExtractedData } from "../../../../contract/submittal";
import { prepareProcoreRows } from "../../../../export/build-submittal-workbook";
import { checkProcoreRows, unmappedTypes, type ProcoreProblemKind } from "../../../../export/procore-check";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCurrentUser } from "@/hooks/use-current-user";
import { VIEWPOINT_MAX_ITEMS } from "../../../../export/viewpoint-rows";
import type { CurrentUser } from "../../../../contract/auth";
import { ExportDialogFooter } from "./export-dialog-footer";
import { ExportSettingsFields, writesProcoreColumns } from "./export-settings-fields";
import { downloadExport, exportOptions, type ExportSource } from "./export-submittals";
import { ProcoreCheckPanel } from "./procore-check-panel";
import { TypeMappingFields } from "./type-mapping-fields";
import { useExportSettings, type SaveExportSettings } from "./use-export-settings";
import { useExportedItems } from "./use-exported-items";
import { usePlanningSettings } from "../planning/use-planning-settings";
import { CompanyTypesField } from "./company-types-field";

/**
 * The settings as the server keeps them (names and types trimmed), so the file written and checked matches what is
 * remembered: a type typed as "Shop Drawing " must reach the file as Procore's "Shop Drawing".
 */
const normalised = (settings: ExportSettings): ExportSettings =>
  exportSettingsSchema.safeParse(settings).data ?? settings;

/** The manager "Fill from the defaults" puts in a blank field: the signed-in user's name, or their e-mail address. */
export const defaultSubmittalManager = (user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null): string =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email : "";

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The log's files: its settings are kept with them. */
  scans: readonly (ExportSource & { id: string })[];
  data: ExtractedData;
};

export function ExportDialog(props: ExportDialogProps) {
  const scanIds = useMemo(() => props.scans.map((s) => s.id), [props.scans]);
  const { initial, save, exportedBefore } = useExportSettings(props.open, scanIds);
  // The dialog is opened by state, not by a trigger of its own, so Radix does not know which button opened it: the
  // element focused when it opens (before focus moves into it) gets focus back when it closes (Esc, Cancel, export).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (props.open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [props.open]);
  const focusOpener = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={focusOpener}>
        <DialogHeader>
          <DialogTitle>Export Selected</DialogTitle>
          <DialogDescription>
            Choose how the file is laid out. Submittal Manager, numbering, titles and the page reference are kept with
            this log only; the format, the section column and your company&apos;s types are remembered for you in every
            log.
          </DialogDescription>
        </DialogHeader>
        {initial ? (
          // Keyed so reopening the dialog starts from the settings as last saved.
          <ExportForm
            key={String(props.open)}
            {...props}
            initial={initial}
            save={save}
            exportedBefore={exportedBefore}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading your export settings…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ExportForm(
  props: ExportDialogProps & {
    initial: ExportSettings;
    save: (s: SaveExportSettings) => Promise<unknown>;
    exportedBefore: boolean;
  },
) {
  const { scans, data, onOpenChange, save } = props;
  const [asNewLogDefaults, setAsNewLogDefaults] = useState(false);
  const defaultManager = defaultSubmittalManager(useCurrentUser().user);
  const [settings, setSettings] = useState(props.initial);
  const [fixes, setFixes] = useState<ProcoreProblemKind[]>([]);
  const [busy, setBusy] = useState(false);
  const planning = usePlanningSettings().settings;
  const change = (patch: Partial<ExportSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const checked = writesProcoreColumns(settings);
  const { types, selectedCount } = useExportedItems(data);
  // The check takes tens of milliseconds on a 5,000-item register; typing stays responsive while it catches up.
  const checkedSettings = useDeferredValue(settings);
  const { problems, unmapped } = useMemo(() => {
    if (!checked) return { problems: [], unmapped: [] };
    const used = normalised(checkedSettings);
    const rows = prepareProcoreRows(exportOptions(scans, data, used, fixes, planning));
    return { problems: checkProcoreRows(rows, used), unmapped: unmappedTypes(rows, used) };
  }, [checked, scans, data, checkedSettings, fixes, planning]);

  const onExport = async () => {
    setBusy(true);
    const used = normalised(settings);
    // Remembering the settings must not stand in the way of the download.
    await save({ settings: used, asNewLogDefaults }).catch((error: unknown) =>
      console.error("Saving export settings failed", error),
    );
    const done = await downloadExport(exportOptions(scans, data, used, fixes, planning));
    setBusy(false);
    if (done) onOpenChange(false);
  };

  return (
    <>
      <div className="grid min-w-0 gap-5">
        <ExportSettingsFields
          settings={settings}
          onChange={change}
          exportedBefore={props.exportedBefore}
          asNewLogDefaults={asNewLogDefaults}
          onAsNewLogDefaultsChange={setAsNewLogDefaults}
        />
        {settings.format === "viewpoint" && selectedCount > VIEWPOINT_MAX_ITEMS && (
          <p className="text-sm text-amber-700" role="status">
            Viewpoint Team imports at most {VIEWPOINT_MAX_ITEMS.toLocaleString("en-US")} submittals from one file; this
            export has {selectedCount.toLocaleString("en-US")}.
          </p>
        )}
        {checked && <CompanyTypesField settings={settings} onChange={change} />}
        {checked && <TypeMappingFields types={types} settings={settings} onChange={change} />}
        {checked && (
          <ProcoreCheckPanel
            problems={problems}
            unmappedTypes={unmapped}
            settings={settings}
            defaultManager={defaultManager}
            onFix={(kind) => {
              // A blank manager is filled in the field itself, where it can be read and changed before export.
              if (kind === "missing-required" && !settings.submittalManager.trim() && defaultManager) {
                change({ submittalManager: defaultManager });
              }
              setFixes((f) => (f.includes(kind) ? f : [...f, kind]));
            }}
            onManagerChange={(submittalManager) => change({ submittalManager })}
          />
        )}
      </div>
      <ExportDialogFooter
        problems={problems}
        busy={busy}
        onCancel={() => onOpenChange(false)}
        onExport={() => void onExport()}
      />
    </>
  );
}
