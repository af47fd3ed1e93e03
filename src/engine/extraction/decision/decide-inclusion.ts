// Turns candidates into register items: the fitted model decides which go in and how sure the engine is, and its
// strongest reasons become the item's evidence. Below the threshold a candidate is kept, switched off, as a suggestion
// the reviewer can turn on.
import type { Submittal, SubmittalConfidence } from "../../../contract/submittal";
import type { Candidate } from "./candidate";
import { candidateFeatures } from "./candidate-features";
import { includeModel, scoreFeatures, type IncludeModel } from "./include-model";
import { decisionReasons } from "./explain-decision";
import { readAsProcedure } from "../deliverables/submittal-article";

export type Decision = { included: boolean; probability: number; confidence: SubmittalConfidence; reasons: string[] };

/** A paragraph the structure rules read as procedure is included only when the model is this sure of it. */
export const PROCEDURE_OVERRIDE = 0.8;

export function decideCandidate(candidate: Candidate, model: IncludeModel = includeModel()): Decision {
  const { probability, contributions } = scoreFeatures(candidateFeatures(candidate), model);
  const included = isIncluded(candidate, probability, model.threshold);
  const confidence = !included ? "low" : probability >= model.high ? "high" : "medium";
  return { included, probability, confidence, reasons: decisionReasons(contributions, included) };
}

/**
 * The one hand rule left beside the model, because it is exact: every entry under a UFGS SD heading is a submittal
 * (that format lists every submittal there, and note lines are already told apart by the list reader).
 */
export function isIncluded(candidate: Candidate, probability: number, threshold: number): boolean {
  if (candidate.source === "ufgs") return true;
  if (readAsProcedure(candidate.item)) return probability >= Math.max(threshold, PROCEDURE_OVERRIDE);
  return probability >= threshold;
}

/** The register item the candidate becomes, or null for a paragraph the rules read as procedure that the model does
 * not include: a Division 01 section's dozens of procedure paragraphs do not become dozens of switched-off rows. */
export function decideInclusion(candidate: Candidate, model: IncludeModel = includeModel()): Submittal | null {
  const decision = decideCandidate(candidate, model);
  if (readAsProcedure(candidate.item) && !decision.included) return null;
  const {
    excluded: _excluded,
    suggested: _suggested,
    suggestionReason: ruleReason,
    confidence: _confidence,
    evidence: _evidence,
    ...item
  } = candidate.item;
  const decided = { ...item, confidence: decision.confidence, evidence: decision.reasons };
  if (decision.included) return decided;
  // A suggestion the rules made keeps the reason they offered it for ("Warranty article; not listed under Submittals").
  const reason = candidate.item.suggested && ruleReason ? ruleReason : `Doubtful: ${decision.reasons.join("; ")}`;
  return { ...decided, excluded: true, suggested: true, suggestionReason: reason.slice(0, 300) };
}
