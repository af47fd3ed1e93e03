// Where a row of the log shows its item's history: the results page of a project fills the slot (the history comes
// from the project's documents and changes); a single scan's page leaves it empty.
import { createContext, type ReactNode } from "react";

/**
 * Renders the history of the item at `savedPlace` ("scanId/index" in its file's saved register); undefined while its
 * file has unsaved changes.
 */
export type ItemHistorySlot = (savedPlace: string | undefined, description: string) => ReactNode;

export const ItemHistoryContext = createContext<ItemHistorySlot | null>(null);
