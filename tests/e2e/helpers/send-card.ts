// Reading a send card (Procore's panel, Autodesk Build's card) while a send of the log runs and when it ends: both
// show the same progress line, outcome list and end line, named for their service.
import type { Locator, Page } from "playwright-core";

export type SendCardReader = {
  /** The count the card shows while the send runs ("Sending to Procore… 12 of 500 items"), else 0. */
  runningCount: (page: Page) => Promise<number>;
  /** The outcome counts: "Created: 3", "Updated: 0", "Already sent: 0", "Refused: 0". */
  outcomes: (page: Page) => Promise<string[]>;
  /** Waits for the card to show the send finished with every item, then its outcome counts. */
  finished: (page: Page) => Promise<string[]>;
};

/** Reads the card `cardOf` finds, of a send of `items` items to `service` ("Procore", "Autodesk Build"). */
export function sendCardReader(cardOf: (page: Page) => Locator, service: string, items: number): SendCardReader {
  const running = new RegExp(`Sending to ${service}… (\\d+) of (\\d+) items`);
  const outcomes = (page: Page) =>
    cardOf(page).getByRole("list", { name: "Outcomes" }).getByRole("listitem").allInnerTexts();
  return {
    runningCount: async (page) => {
      const match = running.exec((await cardOf(page).getByRole("status").textContent()) ?? "");
      return match && Number(match[2]) === items ? Number(match[1]) : 0;
    },
    outcomes,
    finished: async (page) => {
      await cardOf(page).getByText(`Send finished. ${items} of ${items} items`).waitFor({ timeout: 120_000 });
      return outcomes(page);
    },
  };
}
