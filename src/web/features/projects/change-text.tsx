// One side of a changed requirement: its description and text, with the words that differ from the other side marked.
import type { DiffPart } from "./word-diff";

export function MarkedText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.changed ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200 px-0.5 text-amber-950 dark:bg-amber-700 dark:text-amber-50"
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function ChangeSide({
  heading,
  description,
  specifications,
}: {
  heading: string;
  description: readonly DiffPart[];
  specifications: readonly DiffPart[];
}) {
  return (
    <div className="min-w-0 rounded-md border p-3">
      <p className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">{heading}</p>
      <p className="font-medium break-words">
        <MarkedText parts={description} />
      </p>
      {specifications.length > 0 && (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">
          <MarkedText parts={specifications} />
        </p>
      )}
    </div>
  );
}
