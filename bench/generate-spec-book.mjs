// Generates a large spec book with pdfkit, laid out like real ones: 86 sections, "1.4 ACTION SUBMITTALS" articles,
// lettered paragraphs whose letter and text are separate runs (hanging indents), running heads and footers.
// Usage: node bench/generate-spec-book.mjs <out.pdf> [pages=1000] [noiseMegabytes=0]
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { noisePng } from "./noise-png.mjs";

const [out, pagesArg = "1000", noiseArg = "0"] = process.argv.slice(2);
if (!out) throw new Error("usage: generate-spec-book.mjs <out.pdf> [pages] [noiseMegabytes]");
const targetPages = Number(pagesArg);
const noiseBytes = Number(noiseArg) * 1024 * 1024;
const sectionCount = 86;

const words = (
  "provide install submit manufacturer product data shop drawings samples warranty concrete steel " +
  "aluminum finish coating anchor fastener joint sealant membrane insulation panel frame door hardware " +
  "glazing testing inspection certificate qualification maintenance operation closeout delivery storage " +
  "handling field quality control installer compliance requirement section drawing schedule"
).split(" ");
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const sentence = (n) => {
  const picked = Array.from({ length: n }, () => words[Math.floor(random() * words.length)]);
  return picked.join(" ").replace(/^./, (c) => c.toUpperCase()) + ".";
};

const doc = new PDFDocument({
  size: "LETTER",
  margin: 72,
  autoFirstPage: false,
  info: { CreationDate: new Date(Date.UTC(2026, 0, 1)) },
});
const done = finished(doc.pipe(createWriteStream(out)));
const bottom = 700;
let page = 0;
let y = 0;
let section = { number: "", title: "" };
const imagesWanted = Math.ceil(noiseBytes / (1024 * 1024 * 3));
const imageEvery = imagesWanted > 0 ? Math.max(1, Math.floor(targetPages / imagesWanted)) : 0;
let imagesPlaced = 0;

function newPage() {
  doc.addPage();
  page++;
  doc.font("Helvetica").fontSize(8);
  doc.text("BENCHMARK MEDICAL OFFICE BUILDING", 72, 36, { lineBreak: false });
  doc.text(section.title, 400, 36, { lineBreak: false });
  doc.text(`${section.number} - ${page}`, 480, 750, { lineBreak: false });
  y = 72;
  if (imageEvery > 0 && page % imageEvery === 0 && imagesPlaced < imagesWanted) {
    // A photo in the lower half of the page, as in product data sheets bound into the book.
    doc.image(noisePng(1024, 1024, page), 306, 420, { width: 234, height: 234 });
    imagesPlaced++;
  }
}

function ensureRoom(height) {
  if (y + height > bottom) newPage();
}

function heading(number, title) {
  ensureRoom(40); // may start a page, which sets the running-head font: set the body font after it
  doc.font("Helvetica-Bold").fontSize(10);
  doc.text(number, 72, y, { lineBreak: false });
  doc.text(title, 108, y, { lineBreak: false });
  y += 26;
}

function paragraph(label, text, x) {
  doc.font("Helvetica").fontSize(10);
  const indent = x + 26;
  const height = doc.heightOfString(text, { width: 540 - indent });
  ensureRoom(Math.min(height, 200) + 12);
  doc.font("Helvetica").fontSize(10);
  doc.text(label, x, y, { lineBreak: false });
  doc.text(text, indent, y, { width: 540 - indent, height: bottom - y });
  y = doc.y + 10;
}

const pagesPerSection = targetPages / sectionCount;
for (let s = 0; s < sectionCount; s++) {
  const division = String(3 + (s % 30)).padStart(2, "0");
  section = { number: `${division} ${String(10 + s).padStart(2, "0")} 00`, title: `SECTION TITLE ${s + 1}` };
  newPage();
  doc.font("Helvetica-Bold").fontSize(12).text(`SECTION ${section.number}`, 72, y, { align: "center", width: 468 });
  doc.text(section.title, 72, y + 18, { align: "center", width: 468 });
  y += 50;
  heading("PART 1", "- GENERAL");
  const articles = [
    "SUMMARY",
    "REFERENCES",
    "DEFINITIONS",
    "ACTION SUBMITTALS",
    "INFORMATIONAL SUBMITTALS",
    "QUALITY ASSURANCE",
  ];
  const sectionEnd = Math.round((s + 1) * pagesPerSection);
  articles.forEach((title, a) => {
    heading(`1.${a + 1}`, title);
    const letters = title === "ACTION SUBMITTALS" ? ["Product Data", "Shop Drawings", "Samples"] : ["General", "Scope"];
    letters.forEach((lead, i) => paragraph(`${"ABCDEFG"[i]}.`, `${lead}: ${sentence(30)} ${sentence(18)}`, 90));
  });
  let part = 2;
  let article = 1;
  while (page < sectionEnd) {
    if (article === 1) heading(`PART ${part}`, part === 2 ? "- PRODUCTS" : "- EXECUTION");
    heading(`${part}.${article}`, `ARTICLE ${article}`);
    for (let i = 0; i < 4 && page < sectionEnd; i++) paragraph(`${"ABCD"[i]}.`, `${sentence(40)} ${sentence(25)}`, 90);
    article++;
    if (article > 6 && part === 2) {
      part = 3;
      article = 1;
    }
  }
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .text(`END OF SECTION ${section.number}`, 72, Math.min(y, bottom), { align: "center", width: 468 });
}
doc.end();
await done;
console.log(`${out}: ${page} pages, ${imagesPlaced} noise images`);
