// The native select of the send cards (company, project, hub, type mapping), for Procore and Autodesk Build alike.
export const selectClasses =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";
