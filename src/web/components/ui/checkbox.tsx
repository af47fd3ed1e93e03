// Radix checkbox styled like shadcn/ui: a check when checked, a dash when `checked="indeterminate"` (aria-checked="mixed").
import * as React from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { Check, Minus } from "lucide-react";
import { cn } from "@/lib/cn";

// The dark background is stated for the unchecked state only: a plain `dark:bg-…` outranks `data-[state=…]:bg-primary`
// and left a dark mark on a dark box.
const boxClasses =
  "peer group/checkbox size-4 shrink-0 rounded-[4px] border border-input shadow-xs transition-shadow outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=unchecked]:dark:bg-input/30 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground";

export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root data-slot="checkbox" className={cn(boxClasses, className)} {...props}>
      {/* Always mounted and hidden by CSS when unchecked: Radix's mount/unmount reads the computed style, which forced
          a style recalculation of the whole page at each Select All on a 2,000-item log. */}
      <CheckboxPrimitive.Indicator
        forceMount
        data-slot="checkbox-indicator"
        className="flex items-center justify-center data-[state=unchecked]:hidden"
      >
        <Check
          className="size-3.5 group-data-[state=indeterminate]/checkbox:hidden group-data-[state=unchecked]/checkbox:hidden"
          aria-hidden
        />
        <Minus className="hidden size-3.5 group-data-[state=indeterminate]/checkbox:block" aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
