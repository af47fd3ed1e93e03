// `npx tsx bench/xlsx-table-writer.ts [items]`: what writing the Procore Submittals sheet as an Excel table costs with
// write-excel-file (decision 0240): file size and time to write, with and without the table part.
import writeXlsxFile from "write-excel-file/node";
import { buildSubmittalWorkbook } from "../src/export/build-submittal-workbook";
import { writeWorkbookBuffer } from "../src/export/write-workbook-node";
import { makeBenchRegister } from "./results-page-register";

const items = Number(process.argv[2] ?? 1000);
const workbook = buildSubmittalWorkbook({
  extractedData: makeBenchRegister(items),
  documentFileName: "Bench.pdf",
  scanDate: null,
});
const RUNS = 10;

async function measure(name: string, write: () => Promise<Uint8Array>): Promise<void> {
  await write();
  const start = performance.now();
  let size = 0;
  for (let i = 0; i < RUNS; i++) size = (await write()).length;
  console.log(
    `${name.padEnd(28)} ${String(size).padStart(8)} B  ${((performance.now() - start) / RUNS).toFixed(0)} ms`,
  );
}

console.log(`Procore workbook of ${workbook.exportedCount} rows`);
await measure("write-excel-file, table", () => writeWorkbookBuffer(workbook));
await measure("write-excel-file, no table", () =>
  writeXlsxFile(workbook.sheets.map(({ table: _table, ...sheet }) => sheet)).toBuffer(),
);
