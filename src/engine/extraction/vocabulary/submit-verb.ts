// The verb every request to submit is found by: "submit", "shall be submitted", "submitted to …" — not "the
// submitted schedule" or the noun "submittal".
export const SUBMIT_VERB =
  /\bsubmits?\b|\b(be|been|is|are|was|were)\s+(\w+\s+)?submitted\b|\bsubmitted\s+(to|for|with|by|directly|prior|before|after|within|at|in|as part)\b/i;
