import { afterEach, describe, expect, it } from "vitest";
import type { Submittal } from "../../contract/submittal";
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
} from "../../../tests/fixtures/llm/fake-openai-server";
import type { LlmConfig } from "./llm-config";
import { runAiPass } from "./run-ai-pass";
import type { SectionForAi } from "./sections-for-ai";

const DOOR_TEXT = [
  "SECTION 08 11 13 - HOLLOW METAL DOORS AND FRAMES",
  "1.3 SUBMITTALS",
  "A. Product Data: For each type of product indicated, include construction details and finishes.",
  "B. Shop Drawings: Include elevations of each door type and details of each frame type.",
  "The Contractor shall submit samples of each factory-applied finish for color selection.",
].join("\n");

function section(overrides: Partial<SectionForAi> = {}): SectionForAi {
  return {
    section: "08 11 13",
    title: "HOLLOW METAL DOORS AND FRAMES",
    division: "08 - Openings",
    text: DOOR_TEXT,
    pageStart: 4,
    ruleItems: [],
    structured: false,
    ...overrides,
  };
}

const ruleItem: Submittal = {
  division: "08 - Openings",
  section: "08 11 13",
  description: "Product Data",
  submittalType: "Product Data",
  specifications: "For each type of product indicated.",
  ref: "1.3.A",
  sourceText: "A. Product Data: For each type of product indicated, include construction details and finishes.",
  origin: "rules",
};

const items = (...list: object[]): FakeReply => ({ content: JSON.stringify({ items: list }) });
const shopDrawings = {
  submittalType: "Shop Drawings",
  description: "Shop Drawings",
  ref: "1.3.B",
  category: "action",
  quote: "Shop Drawings: Include elevations of each door type and details of each frame type.",
};

let server: FakeOpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function withServer(reply: Parameters<typeof startFakeOpenAiServer>[0]): Promise<FakeOpenAiServer> {
  server = await startFakeOpenAiServer(reply);
  return server;
}

const configFor = (s: FakeOpenAiServer, extra: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: s.baseUrl,
  apiKey: "test-key-123",
  model: "spec-reader-1",
  ...extra,
});

describe("runAiPass", () => {
  it("sends the section to /v1/chat/completions with the model, the JSON schema and the API key", async () => {
    const s = await withServer(() => items());
    await runAiPass([section()], configFor(s));
    expect(s.requests).toHaveLength(1);
    const request = s.requests[0]!;
    expect(request.headers.authorization).toBe("Bearer test-key-123");
    expect(request.body.model).toBe("spec-reader-1");
    expect(request.body.response_format?.type).toBe("json_schema");
    const schema = request.body.response_format?.json_schema?.schema as {
      properties: { items: { items: { required: string[]; properties: { submittalType: { enum: string[] } } } } };
    };
    expect(schema.properties.items.items.required).toEqual([
      "submittalType",
      "label",
      "description",
      "ref",
      "category",
      "quote",
    ]);
    expect(schema.properties.items.items.properties.submittalType.enum).toContain("Shop Drawings");
    expect(request.body.response_format?.json_schema?.strict).toBe(true);
    expect(request.body.messages.at(-1)?.content).toContain("B. Shop Drawings: Include elevations");
  });

  it("only sends sections the rules could not structure, unless all sections are requested", async () => {
    const s = await withServer(() => items());
    const sections = [
      section({ structured: true, ruleItems: [ruleItem] }),
      section({ section: "08 14 16", structured: false }),
    ];
    const partial = await runAiPass(sections, configFor(s));
    expect(partial.sectionsSent).toBe(1);
    expect(s.requests[0]!.body.messages.at(-1)?.content).toContain("Section 08 14 16");
    const all = await runAiPass(sections, configFor(s, { allSections: true }));
    expect(all.sectionsSent).toBe(2);
    expect(s.requests).toHaveLength(3);
  });

  it("merges: rules win on the same ref or text, invented quotes are dropped, new items are marked ai", async () => {
    const s = await withServer(() =>
      items(
        {
          ...shopDrawings,
          ref: "1.3.A",
          submittalType: "Product Data",
          quote: "Product Data: For each type of product indicated",
        },
        {
          ...shopDrawings,
          ref: "",
          submittalType: "Product Data",
          quote: "For each type of product indicated, include construction details",
        },
        shopDrawings,
        {
          submittalType: "Samples",
          description: "Finish samples",
          ref: "",
          category: "action",
          quote: "The Contractor shall submit  samples of each\nfactory-applied finish",
        },
        {
          submittalType: "Warranty",
          description: "Special warranty",
          ref: "1.3.D",
          category: "closeout",
          quote: "Submit a ten-year warranty signed by the manufacturer.",
        },
      ),
    );
    const result = await runAiPass([section({ ruleItems: [ruleItem] })], configFor(s));
    expect(result.added.map((item) => [item.submittalType, item.ref])).toEqual([
      ["Shop Drawings", "1.3.B"],
      ["Samples", undefined],
    ]);
    expect(result.added[0]).toMatchObject({
      origin: "ai",
      division: "08 - Openings",
      section: "08 11 13",
      sectionTitle: "HOLLOW METAL DOORS AND FRAMES",
      page: 4,
      category: "action",
      sourceText: shopDrawings.quote,
    });
    expect(result.warnings).toEqual([expect.stringMatching(/^AI pass: 1 suggested item\(s\) dropped/)]);
  });

  it("keeps the label the model read in the section, beside the vocabulary type", async () => {
    const s = await withServer(() =>
      items(
        { ...shopDrawings, label: "Door Elevation Shop Drawings" },
        {
          submittalType: "Samples",
          label: "Samples",
          description: "Finish samples",
          ref: "",
          category: "action",
          quote: "The Contractor shall submit samples of each factory-applied finish for color selection.",
        },
      ),
    );
    const result = await runAiPass([section()], configFor(s));
    expect(s.requests[0]!.body.messages[0]?.content).toMatch(/- label: the section's own words/);
    expect(result.added.map((item) => [item.submittalType, item.label])).toEqual([
      ["Shop Drawings", "Door Elevation Shop Drawings"],
      // A label that only repeats the type is not kept.
      ["Samples", undefined],
    ]);
  });

  it("retries a 500 and then uses the answer", async () => {
    const s = await withServer((_request, index) =>
      index === 0 ? { status: 500, headers: { "retry-after-ms": "10" } } : items(shopDrawings),
    );
    const result = await runAiPass([section()], configFor(s));
    expect(s.requests).toHaveLength(2);
    expect(result.warnings).toEqual([]);
    expect(result.added).toHaveLength(1);
  });

  it("keeps rule results and warns when the endpoint times out after its retries", async () => {
    const s = await withServer(() => ({ ...items(shopDrawings), delayMs: 3000 }));
    const sections = [section(), section({ section: "08 14 16" }), section({ section: "08 71 00" })];
    const result = await runAiPass(sections, configFor(s, { timeoutMs: 250, concurrency: 1 }), { maxRetries: 1 });
    expect(result.added).toEqual([]);
    expect(result.warnings[0]).toMatch(/^AI pass unavailable: the AI service did not answer in time/);
    // The first chunk used its retry; the remaining chunks were not sent to a dead endpoint.
    expect(s.requests).toHaveLength(2);
  });

  it("warns when the endpoint refuses the key, without retrying", async () => {
    const s = await withServer(() => ({ status: 401 }));
    const result = await runAiPass([section()], configFor(s));
    expect(s.requests).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^AI pass unavailable: the AI service answered 401/);
  });

  it("falls back to plain JSON mode once when the server rejects json_schema", async () => {
    const s = await withServer((request) =>
      request.body.response_format?.type === "json_schema"
        ? {
            status: 400,
            body: { error: { message: "response_format json_schema is not supported", type: "invalid_request_error" } },
          }
        : items(shopDrawings),
    );
    const result = await runAiPass([section(), section({ section: "08 14 16" })], configFor(s, { concurrency: 1 }));
    expect(s.requests.map((request) => request.body.response_format?.type)).toEqual([
      "json_schema",
      "json_object",
      "json_object",
    ]);
    expect(result.added).toHaveLength(2);
    expect(result.warnings).toEqual([]);
  });

  it("treats a body that is not the API's JSON as the endpoint being unavailable", async () => {
    const s = await withServer(() => ({ raw: "<html>Gateway login</html>" }));
    const result = await runAiPass([section()], configFor(s));
    expect(result.added).toEqual([]);
    expect(result.warnings[0]).toMatch(/^AI pass unavailable: the AI service did not answer with JSON\./);
  });

  it("treats any other bad request as the endpoint being unavailable", async () => {
    const s = await withServer(() => ({
      status: 400,
      body: { error: { message: "model not found", type: "invalid_request_error" } },
    }));
    const result = await runAiPass([section(), section({ section: "08 14 16" })], configFor(s, { concurrency: 1 }));
    expect(s.requests).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^AI pass unavailable: the AI service answered 400/);
  });

  it("skips an unreadable answer for one section and still uses the others", async () => {
    const s = await withServer((request) =>
      request.body.messages.at(-1)?.content.includes("08 14 16")
        ? { content: "Sure! Here are the items:" }
        : items(shopDrawings),
    );
    const result = await runAiPass([section({ section: "08 14 16" }), section()], configFor(s));
    expect(result.added).toHaveLength(1);
    expect(result.warnings).toEqual([expect.stringMatching(/^AI pass skipped part of section 08 14 16/)]);
  });

  it("treats an empty or cut-off answer as unreadable", async () => {
    const s = await withServer((request) =>
      request.body.messages.at(-1)?.content.includes("08 14 16")
        ? { content: "" }
        : { content: '{"items": [{"submittalType": "Sam', finishReason: "length" },
    );
    const result = await runAiPass([section({ section: "08 14 16" }), section()], configFor(s, { concurrency: 1 }));
    expect(result.warnings).toEqual([
      expect.stringMatching(/^AI pass skipped part of section 08 14 16 .*: empty answer$/),
      expect.stringMatching(/^AI pass skipped part of section 08 11 13 .*: answer cut off at the length limit$/),
    ]);
  });

  it("sums up unreadable answers when there are many", async () => {
    const s = await withServer(() => ({ content: "not json" }));
    const sections = Array.from({ length: 5 }, (_, i) => section({ section: `08 1${i} 00` }));
    const result = await runAiPass(sections, configFor(s));
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^AI pass skipped parts of 5 sections whose answers were unreadable, e\.g\. section 08 1\d 00/,
      ),
    ]);
  });

  it("never has more requests in flight than the concurrency bound", async () => {
    const s = await withServer(() => ({ ...items(), delayMs: 150 }));
    const sections = Array.from({ length: 7 }, (_, i) => section({ section: `08 1${i} 00` }));
    const progress: number[] = [];
    await runAiPass(sections, configFor(s), { onProgress: (done) => progress.push(done) });
    expect(s.requests).toHaveLength(7);
    expect(s.maxInFlight()).toBe(2);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await runAiPass(sections, configFor(s, { concurrency: 3 }));
    expect(s.maxInFlight()).toBe(3);
  });

  it("splits a long section into chunks under the token budget and verifies quotes against the whole section", async () => {
    const filler = Array.from(
      { length: 60 },
      (_, i) => `${String.fromCharCode(65 + (i % 26))}. Paragraph ${i} about installation tolerances and cleaning.`,
    );
    const text = [...filler, DOOR_TEXT].join("\n");
    const s = await withServer((request) =>
      request.body.messages.at(-1)?.content.includes("Shop Drawings: Include") ? items(shopDrawings) : items(),
    );
    const result = await runAiPass([section({ text })], configFor(s), { chunkTokens: 300 });
    expect(s.requests.length).toBeGreaterThan(3);
    for (const request of s.requests) {
      const user = request.body.messages.at(-1)!.content;
      expect(user).toMatch(/\(part \d+ of \d+;/);
      expect(user.length).toBeLessThan(300 * 4 + 200);
    }
    expect(result.added.map((item) => item.ref)).toEqual(["1.3.B"]);
  });

  it("stops when the scan is cancelled", async () => {
    const s = await withServer(() => ({ ...items(), delayMs: 2000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(runAiPass([section()], configFor(s), { signal: controller.signal })).rejects.toThrow();
  });
});
