// Radix switch styled like shadcn/ui: a pill track with a sliding thumb, for an on/off setting that takes effect at once
// (role="switch"). Unlike a square checkbox it reads as a state, so a row can have both without them looking alike.
import * as React from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

// The off track is drawn with a muted-foreground border so the control stays visible (3:1) on cards in both themes.
const trackClasses =
  "peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:border-muted-foreground data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80";
const thumbClasses =
  "pointer-events-none block size-4 rounded-full bg-background ring-0 shadow-sm transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-px data-[state=unchecked]:bg-muted-foreground dark:data-[state=checked]:bg-primary-foreground";

export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root data-slot="switch" className={cn(trackClasses, className)} {...props}>
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={thumbClasses} />
    </SwitchPrimitive.Root>
  );
}
