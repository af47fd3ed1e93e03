import { Brain, ClipboardCheck, FileSpreadsheet, Upload } from "lucide-react";
import type { LucideIcon } from "lucide-react";

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Upload, title: "Upload", text: "Drag in one or more specification PDFs." },
  {
    icon: Brain,
    title: "AI processing",
    text: "The AI reads every section and pulls out each submittal requirement. About 2-3 minutes per 150 pages.",
  },
  {
    icon: ClipboardCheck,
    title: "Review results",
    text: "Check the log by CSI division, edit items, and include or exclude what you need.",
  },
  {
    icon: FileSpreadsheet,
    title: "Export to Excel",
    text: "Download a submittal log formatted for import into Procore.",
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="scroll-mt-16 border-y bg-muted/40 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight">How it works</h2>
          <p className="mt-3 text-muted-foreground">From spec book to submittal log in four steps.</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="absolute top-4 right-4 text-sm font-semibold text-muted-foreground" aria-hidden>
                {String(index + 1).padStart(2, "0")}
              </span>
              <div className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon className="size-5" aria-hidden />
              </div>
              <h3 className="mt-4 font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
