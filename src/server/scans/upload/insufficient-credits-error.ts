// The spec's wording for a balance that cannot pay for an upload (product §8, "Insufficient Credits").
import { insufficientCreditsMessage } from "../../../contract/credits";
import { AppError } from "../../http/app-error";

export function insufficientCreditsError(needed: number, balance: number): AppError {
  return new AppError("insufficient_credits", insufficientCreditsMessage(needed, balance));
}
