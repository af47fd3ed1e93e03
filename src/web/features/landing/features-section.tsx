import { BadgeCheck, FileSpreadsheet, FolderTree, Layers, Lock, Mail } from "lucide-react";
import type { LucideIcon } from "lucide-react";

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Layers,
    title: "Reads the whole book",
    text: "Upload specification PDFs up to 250 MB. Large books are split into chunks and read section by section.",
  },
  {
    icon: FolderTree,
    title: "Organized by CSI division",
    text: "Every requirement lands under its MasterFormat division with section number, submittal type and details.",
  },
  {
    icon: FileSpreadsheet,
    title: "Procore-ready Excel",
    text: "Review, edit, include or exclude items, then export a submittal log that imports straight into Procore.",
  },
  {
    icon: BadgeCheck,
    title: "Accuracy guarantee",
    text: "If a scan fails you are not charged, and our team stands behind the quality of every submittal log.",
  },
  {
    icon: Lock,
    title: "Secure processing",
    text: "Your documents travel encrypted and are visible only to your account.",
  },
  {
    icon: Mail,
    title: "Email support",
    text: "Real people answer your questions about scans, exports and billing.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-16 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight">Stop hunting for submittals by hand</h2>
          <p className="mt-3 text-muted-foreground">
            Building a submittal register from a 1,000-page spec book takes days. Submittal Scanner does the first pass
            for you, so your team reviews instead of reading.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10">
                <Icon className="size-5 text-primary" aria-hidden />
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
