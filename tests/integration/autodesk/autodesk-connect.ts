// Connects a signed-in test client to the fake Autodesk the way a browser does: our connect route, the fake's
// authorize page, its Allow link back to our callback.
import type { HttpClient } from "../helpers/http-client";

export async function connectThroughFakeAutodesk(client: HttpClient, returnTo = "/dashboard"): Promise<string> {
  const start = await client.fetch(`/api/autodesk/connect?returnTo=${encodeURIComponent(returnTo)}`);
  if (start.status !== 302) throw new Error(`connect answered ${start.status}: ${await start.text()}`);
  const page = await fetch(start.headers.get("location")!);
  const html = await page.text();
  const allow = /id="allow" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  if (!allow) throw new Error(`no Allow link on the authorize page: ${html}`);
  const back = new URL(allow);
  const done = await client.fetch(`${back.pathname}${back.search}`);
  if (done.status !== 302) throw new Error(`callback answered ${done.status}: ${await done.text()}`);
  return done.headers.get("location")!;
}
