// The items both windows changed, side by side (the version saved in the other window / this window's), one choice
// each, and who saved the other version; the merge goes on (and is saved when it started from Save) once every item
// has its choice.
import { useState, type RefObject } from "react";
import { useQuery } from "@tanstack/react-query";
import { scanHistorySchema } from "../../../../contract/scan-history";
import type { Submittal } from "../../../../contract/submittal";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ConflictChoice, EditConflict } from "./rebase-edits";
import { conflictKey, type FileMerge } from "../editor/merge-onto-latest";
import { scanDetailQueryKey } from "../loading/use-scan-detail";
import { queryWith } from "@/lib/query-client";
import { signature } from "@/lib/signed-at";

/** Who saved the other version: the newest entry of the file's edit history (another member, or this user elsewhere). */
function OtherVersionAuthor({ scanId, fileName }: { scanId: string; fileName?: string }) {
  const history = useQuery({
    queryKey: [...scanDetailQueryKey(scanId), "history"],
    queryFn: queryWith(scanHistorySchema),
    staleTime: 0,
  });
  const latest = history.data?.[0];
  if (!latest) return null;
  return (
    <p className="text-sm">
      {fileName ? `${fileName}: ` : ""}the other version was saved by {signature(latest.who, latest.at)}.
    </p>
  );
}

const FIELDS: readonly [keyof Submittal, string][] = [
  ["division", "Division"],
  ["section", "Section"],
  ["submittalType", "Type"],
  ["specifications", "Specifications"],
  ["responsibleContractor", "Responsible contractor"],
  ["leadTime", "Lead time (days)"],
  ["designTeamReviewTime", "Design team review (days)"],
  ["internalReviewTime", "Internal review (days)"],
  ["requiredOnSiteDate", "Required on site"],
  ["location", "Location"],
];

const shown = (value: Submittal[keyof Submittal]) => {
  const text = value === undefined || value === "" ? "—" : String(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
};

/** One version of the items: each item's title, whether it is exported, and the fields where the versions differ. */
function Version({ items, other }: { items: readonly Submittal[]; other: readonly Submittal[] }) {
  if (items.length === 0) return <p className="text-sm font-medium">Deleted</p>;
  return (
    <ul className="space-y-2">
      {items.map((item, i) => {
        const counterpart = other.length === items.length ? other[i] : undefined;
        const differing = FIELDS.filter(([key]) => !counterpart || counterpart[key] !== item[key]).filter(
          ([key]) => counterpart || item[key] !== undefined,
        );
        return (
          <li key={i} className="text-sm">
            <p className="font-medium wrap-anywhere">{item.description}</p>
            <p className="text-muted-foreground">{item.excluded ? "Excluded from export" : "Included in export"}</p>
            {differing.length > 0 && (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2">
                {differing.map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="wrap-anywhere whitespace-pre-line">{shown(item[key])}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ConflictChoiceField({
  name,
  conflict,
  fileName,
  choice,
  onChoose,
}: {
  name: string;
  conflict: EditConflict;
  fileName?: string;
  choice: ConflictChoice | undefined;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const title = conflict.base.map((s) => s.description).join("; ") || "Items added in both windows";
  const option = (value: ConflictChoice, label: string, items: readonly Submittal[], other: readonly Submittal[]) => (
    <label className="flex cursor-pointer gap-2 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        type="radio"
        name={name}
        value={value}
        checked={choice === value}
        onChange={() => onChoose(value)}
        className="mt-1 size-4 accent-primary"
      />
      <span className="min-w-0 space-y-1">
        <span className="block text-sm font-semibold">{label}</span>
        <Version items={items} other={other} />
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold wrap-anywhere">
        {fileName ? `${fileName}: ` : ""}
        {title}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option("theirs", "Saved in the other window", conflict.theirs, conflict.mine)}
        {option("mine", "Your version", conflict.mine, conflict.theirs)}
      </div>
    </fieldset>
  );
}

export function MergeConflictsDialog({
  merge,
  onResolve,
  onCancel,
  returnFocusTo,
}: {
  merge: { files: readonly FileMerge[]; thenSave: boolean } | null;
  onResolve: (choices: ReadonlyMap<string, ConflictChoice>) => void;
  onCancel: () => void;
  /** The control that started the merge: focus goes back to it on close while it is still on the page. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [choices, setChoices] = useState<ReadonlyMap<string, ConflictChoice>>(new Map());
  const [shownFor, setShownFor] = useState(merge);
  if (shownFor !== merge) {
    setShownFor(merge);
    setChoices(new Map());
  }
  const all = (merge?.files ?? []).flatMap((file) =>
    file.conflicts.map((conflict) => ({ key: conflictKey(file.scanId, conflict), conflict, file })),
  );
  const several = (merge?.files.length ?? 0) > 1;
  const chooseAll = (choice: ConflictChoice) => setChoices(new Map(all.map(({ key }) => [key, choice])));
  const complete = all.every(({ key }) => choices.has(key));
  return (
    <Dialog open={merge !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        className="sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo?.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Changed in Both Windows</DialogTitle>
          <DialogDescription>
            This log was saved in another window while you were editing. Your other changes have been kept. Choose which
            version to keep for {all.length === 1 ? "the item" : `each of the ${all.length} items`} changed in both.
          </DialogDescription>
        </DialogHeader>
        {merge?.files.map((file) => (
          <OtherVersionAuthor
            key={file.scanId}
            scanId={file.scanId}
            {...(several ? { fileName: file.fileName } : {})}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => chooseAll("mine")}>
            Keep all mine
          </Button>
          <Button variant="outline" size="sm" onClick={() => chooseAll("theirs")}>
            Keep all from the other window
          </Button>
        </div>
        <div className="space-y-4">
          {all.map(({ key, conflict, file }) => (
            <ConflictChoiceField
              key={key}
              name={key}
              conflict={conflict}
              {...(several ? { fileName: file.fileName } : {})}
              choice={choices.get(key)}
              onChoose={(choice) => setChoices((current) => new Map(current).set(key, choice))}
            />
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onResolve(choices)} disabled={!complete}>
            {merge?.thenSave ? "Merge and Save" : "Merge"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
