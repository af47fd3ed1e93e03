// What a document of a project is: the kinds an upload into a project can be, and what each does to the register.
import { z } from "zod";

/**
 * `volume`: another part of the book; its items join the register as they are. `addendum` and `bulletin`: add,
 * replace or delete the sections they name. `revision`: a new issue of the whole book, compared with the register.
 */
export const DOCUMENT_KINDS = ["volume", "addendum", "revision", "bulletin"] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  volume: "Volume",
  addendum: "Addendum",
  revision: "Revised issue",
  bulletin: "Bulletin",
};
