// L2-regularised logistic regression over sets of binary features, fitted by full-batch gradient descent with Adam
// steps from zero weights: no randomness, so the same data gives the same weights on every machine.

export type Example = { features: readonly string[]; positive: boolean };

export type FitOptions = {
  /** L2 strength per feature; word features get `wordL2` (they are many and each is seen in few books). */
  l2: number;
  wordL2: number;
  iterations: number;
  learningRate: number;
};

/** The committed weights' settings; the trainer's --l2, --word-l2 and --iterations flags change them to compare. */
export const DEFAULT_FIT: FitOptions = { l2: 0.01, wordL2: 0.05, iterations: 600, learningRate: 0.08 };

export type Fitted = { bias: number; weights: Map<string, number> };

const isWord = (feature: string) => feature.startsWith("w=") || feature.startsWith("lw=");

export function fitLogistic(examples: readonly Example[], options: FitOptions = DEFAULT_FIT): Fitted {
  const index = new Map<string, number>();
  for (const e of examples) for (const f of e.features) if (!index.has(f)) index.set(f, index.size);
  const rows = examples.map((e) => Int32Array.from(e.features.map((f) => index.get(f)!)));
  const ys = examples.map((e) => (e.positive ? 1 : 0));
  const dims = index.size + 1; // the last is the bias
  const l2 = new Float64Array(dims);
  for (const [feature, i] of index) l2[i] = isWord(feature) ? options.wordL2 : options.l2;
  const w = new Float64Array(dims);
  const m = new Float64Array(dims);
  const v = new Float64Array(dims);
  const grad = new Float64Array(dims);
  const n = examples.length;
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  for (let step = 1; step <= options.iterations; step++) {
    grad.fill(0);
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      let z = w[dims - 1]!;
      for (const i of row) z += w[i]!;
      const error = 1 / (1 + Math.exp(-z)) - ys[r]!;
      for (const i of row) grad[i]! += error;
      grad[dims - 1]! += error;
    }
    for (let i = 0; i < dims; i++) {
      const g = grad[i]! / n + l2[i]! * w[i]!;
      m[i] = beta1 * m[i]! + (1 - beta1) * g;
      v[i] = beta2 * v[i]! + (1 - beta2) * g * g;
      const mHat = m[i]! / (1 - beta1 ** step);
      const vHat = v[i]! / (1 - beta2 ** step);
      w[i]! -= (options.learningRate * mHat) / (Math.sqrt(vHat) + eps);
    }
  }
  const weights = new Map<string, number>();
  for (const [feature, i] of index) if (Math.abs(w[i]!) >= 1e-3) weights.set(feature, w[i]!);
  return { bias: w[dims - 1]!, weights };
}

export function predict(fitted: Fitted, features: readonly string[]): number {
  let z = fitted.bias;
  for (const f of features) z += fitted.weights.get(f) ?? 0;
  return 1 / (1 + Math.exp(-z));
}
