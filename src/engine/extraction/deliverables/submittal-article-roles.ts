// Decides what each article of a section is for: a submittals list (one register item per paragraph), a statement
// of how to submit (read for nothing), what to hand in with the bid (read for nothing), or ordinary text (read for
// "submit" sentences).
import type { Article } from "../outline/outline-types";

export type ArticleRole = "list" | "procedure" | "bid" | "text";

const SUBMITTALS_TITLE =
  /\bSUBMITTALS?\b|\bSUBMISSIONS\b|SHOP DRAWINGS\b.*\b(PRODUCT DATA|SAMPLES)|PRODUCT DATA\b.*\b(SHOP DRAWINGS|SAMPLES)/i;
const NOT_A_LIST = /\bPROCEDURES?\b|\bNOT USED\b|\bSCHEDULE OF\b/i;
// "SUBMITTAL FORMATS", "SUBMITTAL ADMINISTRATIVE REQUIREMENTS", "GENERAL SUBMITTAL REQUIREMENTS": how to prepare
// and send submittals, with paragraphs labelled like items ("Product Data: Collect information into …").
const ABOUT_SUBMITTING =
  /\bSUBMITTALS?\s+(FORMATS?|ADMINISTRATIVE|REQUIREMENTS|PREPARATION|PROCESSING|IDENTIFICATION)\b|\bGENERAL\s+SUBMITTALS?\b/i;

// "SUBMITTALS – WITH BID", "BID SUBMITTALS", "SUBMITTALS WITH THE PROPOSAL": what a bidder hands in to be chosen,
// not the Contractor's submittals during construction (bid items are never register items).
const BID_STAGE =
  /\b(?:WITH|FOR)\s+(?:THE\s+)?(?:BIDS?|PROPOSALS?|TENDERS?|QUOTATIONS?)\b|\b(?:BID|PROPOSAL|TENDER|PRE-?BID)\s+SUBMITTALS?\b/i;

/** `divisionCode`: the section's two-digit 2016 division ("01"). */
export function articleRoles(articles: Article[], divisionCode: string): ArticleRole[] {
  const titled = articles.map((a) => SUBMITTALS_TITLE.test(a.title));
  const hasList = articles.some((a, i) => titled[i] && !NOT_A_LIST.test(a.title) && !ABOUT_SUBMITTING.test(a.title));
  // Division 01 states the procedure for the submittals other sections list, so its "submittal procedures" and
  // "submittal requirements" articles describe how, never what. Elsewhere a "submittal requirements" article is
  // general rules only when the section lists its submittals in another article; alone, it is the list.
  const generalRules = divisionCode === "01";
  return articles.map((article, i) => {
    if (!titled[i]) return "text";
    if (BID_STAGE.test(article.title)) return "bid";
    if (NOT_A_LIST.test(article.title)) return generalRules ? "procedure" : "text";
    if (ABOUT_SUBMITTING.test(article.title) && (generalRules || hasList)) return "procedure";
    return "list";
  });
}
