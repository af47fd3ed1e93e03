// Recognises paragraphs that only state submittal procedure (where to look, how to format, review and resubmittal
// rules) rather than asking for a deliverable.

const PROCEDURE = [
  /\brefer to\b/i,
  /^see (section|division)\b/i,
  /\bre-?submi(t|ssion|ttal)/i,
  /\bwill not be (accepted|reviewed|processed)\b/i,
  /\breview of (the )?submittals?\b/i,
  /\bsubstitut/i,
  /\bdeviations?\b/i,
  /\bbefore preparing\b/i,
  /\belectronic(ally)?\b|\bpdf\b|\btransmittal\b/i,
  /\bstamp(ed)?\b/i,
  /\bshall not be (utilized|used|construed)\b/i,
  /\b(requirements|procedures?) (for|of) .{0,60}\b(section|division)\s*\d/i,
  /\bin accordance with (the )?(requirements of )?(section|division)\s*\d/i,
  /\b(submittal )?procedures?\b.{0,40}\b(section|division)\s*\d/i,
  /\bprovisions of (section|division)\b/i,
  /^submit\s+(\w+\s+){0,3}(under|in accordance with|per|as specified in|according to)\b.{0,60}\b(section|division)\b/i,
];

const PROCEDURAL_LABEL =
  /^(general|procedures?|submittal procedures?|format|submittal format|resubmittals?|resubmission|review|substitutions?|requirements|copies|quantity|coordination|deviations?|electronic submittals?|submittal requirements)$/i;

export function isProceduralLabel(label: string): boolean {
  return PROCEDURAL_LABEL.test(label.trim());
}

/** A paragraph whose first sentence is procedure and which asks for nothing by name. */
export function isProcedural(text: string): boolean {
  const first = firstSentence(text);
  return PROCEDURE.some((re) => re.test(first));
}

export function firstSentence(text: string): string {
  // A full stop ends a sentence unless it belongs to a number ("1.5") or an abbreviation ("No.", "e.g.").
  const m = /^(.*?[^\s.]{2,}[.!?])(?:\s+[A-Z"“(]|\s*$)/.exec(text);
  return (m?.[1] ?? text).trim();
}
