// The include decision: a logistic model over a candidate's features (candidate-features.ts), its weights fitted on
// the labelled sections by `npm run train:include` and kept in include-weights.json. A candidate whose probability
// reaches the threshold goes into the register; below it, it is offered switched off, as a suggestion.
import { z } from "zod";
import weightsFile from "./include-weights.json";
import type { Features } from "./candidate-features";

export const includeModelSchema = z.object({
  /** What the weights were fitted on and with which settings, for the reader of the file. */
  about: z.string(),
  bias: z.number(),
  /** The probability at or above which a candidate is included. */
  threshold: z.number().min(0).max(1),
  /** At or above this probability an included candidate is "high" confidence, else "medium". */
  high: z.number().min(0).max(1),
  weights: z.record(z.string(), z.number()),
});
export type IncludeModel = z.infer<typeof includeModelSchema>;

let model: IncludeModel | undefined;

/** The committed model, parsed once. */
export function includeModel(): IncludeModel {
  model ??= includeModelSchema.parse(weightsFile);
  return model;
}

export type Contribution = { feature: string; weight: number };

export type Scored = { probability: number; contributions: Contribution[] };

/** The probability that the candidate is a deliverable to log, and what each of its features added to the log-odds. */
export function scoreFeatures(features: Features, m: IncludeModel = includeModel()): Scored {
  let logit = m.bias;
  const contributions: Contribution[] = [];
  for (const feature of features) {
    const weight = m.weights[feature];
    if (weight === undefined || weight === 0) continue;
    logit += weight;
    contributions.push({ feature, weight });
  }
  return { probability: 1 / (1 + Math.exp(-logit)), contributions };
}
