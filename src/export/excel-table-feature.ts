// Writes a sheet as an Excel table (Insert > Table): its first row is the header, the next rows are the table's, with
// the header's filter buttons and banded rows. Procore's import asks for its template in this form. A
// `write-excel-file` "feature": it adds the table part (`xl/tables/table<sheet>.xml`), links it from the sheet and
// declares its content type; the cells themselves are written as before (text stays text, never a formula).
import type { Feature } from "write-excel-file/universal";
import {
  appendMarkupInsideElement,
  findElement,
  getCellAddress,
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
  sanitizeAttributeValue,
} from "write-excel-file/utility";

/** A sheet written as a table: its name (letters, digits, underscores), the header row's texts, how many rows follow. */
export type ExcelTable = { name: string; columns: readonly string[]; rows: number };

/** The part of a sheet's options this feature reads (the writer hands features the options, not the data). */
export type TableSheetOptions = { table?: ExcelTable };

const TABLE_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml";
const TABLE_RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/table";
const RELATIONSHIP_ID = "rId-table-1";

const tablePath = (sheetNumber: number) => `xl/tables/table${sheetNumber}.xml`;

/** The table's cell range: the header row and every data row, at least one (Excel wants a row under the header). */
export function tableRange(table: ExcelTable): string {
  const lastRow = 1 + Math.max(1, table.rows);
  return `A1:${getCellAddress(lastRow - 1, Math.max(1, table.columns.length) - 1)}`;
}

function tableXml(table: ExcelTable, id: number): string {
  const header = table.columns;
  const ref = tableRange(table);
  const name = sanitizeAttributeValue(table.name);
  const columns = header
    // The markup helper escapes attribute values itself: escaping first too wrote "Reviewer&amp;apos;s", a column
    // name that no longer matched its header cell.
    .map((text, i) => getSelfClosingTagMarkup("tableColumn", { id: i + 1, name: text }))
    .join("");
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="${id}" name="${name}" ` +
    `displayName="${name}" ref="${ref}" totalsRowShown="0">` +
    `<autoFilter ref="${ref}"/>` +
    `<tableColumns count="${header.length}">${columns}</tableColumns>` +
    '<tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" ' +
    'showColumnStripes="0"/></table>'
  );
}

function appendInRoot(xml: string, root: string, markup: string): string {
  const element = findElement(xml, root);
  return element ? appendMarkupInsideElement(xml, element, markup) : xml;
}

/** Sheet numbers (1-based, as the writer names its sheet parts) of the sheets written as tables. */
function tableSheets(sheets: readonly TableSheetOptions[]): { table: ExcelTable; n: number }[] {
  return sheets.flatMap((sheet, i) => (sheet.table ? [{ table: sheet.table, n: i + 1 }] : []));
}

export function excelTableFeature<FileContent>(): Feature<FileContent> {
  return {
    files: {
      transform: {
        "[Content_Types].xml": {
          transform: (xml, sheets) =>
            tableSheets(sheets as unknown as TableSheetOptions[]).reduce(
              (out, { n }) =>
                appendInRoot(
                  out,
                  "Types",
                  getSelfClosingTagMarkup("Override", {
                    ContentType: TABLE_CONTENT_TYPE,
                    PartName: `/${tablePath(n)}`,
                  }),
                ),
              xml,
            ),
        },
        "xl/worksheets/_rels/sheet{id}.xml.rels": {
          transform: (xml, sheet, { sheetIndex }) =>
            (sheet as unknown as TableSheetOptions).table
              ? appendInRoot(
                  xml,
                  "Relationships",
                  getSelfClosingTagMarkup("Relationship", {
                    Id: RELATIONSHIP_ID,
                    Type: TABLE_RELATIONSHIP,
                    Target: `../tables/table${sheetIndex + 1}.xml`,
                  }),
                )
              : xml,
        },
        "xl/worksheets/sheet{id}.xml": {
          transform: (xml, sheet) =>
            (sheet as unknown as TableSheetOptions).table
              ? insertElementMarkupAccordingToOrderOfSiblings(
                  xml,
                  `<tableParts count="1"><tablePart r:id="${RELATIONSHIP_ID}"/></tableParts>`,
                  getOrderOfSiblings("xl/worksheets/sheet{id}.xml", "worksheet") ?? ["tableParts"],
                  "worksheet",
                )
              : xml,
        },
      },
      write: {
        files: (sheets) =>
          Object.fromEntries(
            tableSheets(sheets as unknown as TableSheetOptions[]).map(({ table, n }) => [
              tablePath(n),
              tableXml(table, n),
            ]),
          ),
      },
    },
  };
}
