// Turns candidates into register items: the fitted model decides which go in and how sure the engine is, and its
// strongest reasons become the item's evidence. Below the threshold a candidate is kept, switched off, as a suggestion
// the reviewer can turn on.
import type { Submittal, SubmittalConfidence } from "../../../contract/submittal";
import type { Candidate } from "./candidate";
import { candidateFeatures } from "./candidate-features";
import { includeModel, scoreFeatures, type IncludeModel } from "./include-model";
import { decisionReasons } from "./explain-decision";

export type Decision = { included: boolean; probability: number; confidence: SubmittalConfidence; reasons: string[] };

export function decideCandidate(candidate: Candidate, model: IncludeModel = includeModel()): Decision {
  const { probability, contributions } = scoreFeatures(candidateFeatures(candidate), model);
  const included = probability >= model.threshold;
  const confidence = !included ? "low" : probability >= model.high ? "high" : "medium";
  return { included, probability, confidence, reasons: decisionReasons(contributions, included) };
}

/** The register item the candidate becomes. */
export function decideInclusion(candidate: Candidate, model: IncludeModel = includeModel()): Submittal {
  const decision = decideCandidate(candidate, model);
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
