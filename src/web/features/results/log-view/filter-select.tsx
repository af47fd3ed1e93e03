// One filter of the log's toolbar: a native select with its label for screen readers only, side by side in the
// toolbar's grid.
import type { ChangeEvent, ReactNode } from "react";

const selectClass =
  "h-9 min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

export type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
};

export function FilterSelect({ id, label, value, onChange, children }: FilterSelectProps) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={onChange}>
        {children}
      </select>
    </>
  );
}
