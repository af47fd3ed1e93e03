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

export function decideCandidate(candidate: Candidate, model: IncludeModel = includeModel()): Decision {
  const { probability, contributions } = scoreFeatures(candidateFeatures(candidate), model);
  const included = probability >= model.threshold;
  const confidence = !included ? "low" : probability >= model.high ? "high" : "medium";
  return { included, probability, confidence, reasons: decisionReasons(contributions, included) };
}

// A paragraph the structure rules read as procedure is offered as a suggestion only when the model gives it some
// chance: a Division 01 section's dozens of procedure paragraphs do not become dozens of switched-off rows.
const PROCEDURE_FLOOR = 0.15;

/** The register item the candidate becomes, or null for a procedure paragraph the model does not doubt. */
export function decideInclusion(candidate: Candidate, model: IncludeModel = includeModel()): Submittal | null {
  const decision = decideCandidate(candidate, model);
  if (readAsProcedure(candidate.item) && decision.probability < PROCEDURE_FLOOR) return null;
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
