// Accounts over real HTTP on a real database: register, login, logout, current user, validation, sessions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUserSchema } from "../../../src/contract/auth";
import { backends } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, TEST_PASSWORD, uniqueEmail } from "../helpers/users";

describe.each(backends())("accounts on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  it("registers, signs in automatically and returns the current user", async () => {
    const email = uniqueEmail();
    const client = new HttpClient(server.url);
    const res = await client.post("/api/register", {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(res.status).toBe(201);
    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    const user = currentUserSchema.parse(me.body);
    expect(user).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace", credits: 0, isAdmin: false });
  });

  it("answers 401 to a signed-out current-user call", async () => {
    const res = await new HttpClient(server.url).get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: "UNAUTHORIZED" });
  });

  it("refuses a taken e-mail with 409", async () => {
    const { email } = await registerUser(server);
    const res = await new HttpClient(server.url).post("/api/register", { email, password: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "An account with this email already exists", code: "CONFLICT" });
  });

  it("returns the first validation message", async () => {
    const client = new HttpClient(server.url);
    expect((await client.post("/api/register", { email: "not-an-email", password: "short" })).body).toEqual({
      message: "Please enter a valid email address",
      code: "BAD_REQUEST",
    });
    expect((await client.post("/api/register", { email: uniqueEmail(), password: "short" })).body).toEqual({
      message: "Password must be at least 8 characters",
      code: "BAD_REQUEST",
    });
    const login = await client.post("/api/login", { email: uniqueEmail(), password: "" });
    expect(login).toMatchObject({ status: 400, body: { message: "Password is required" } });
  });

  it("logs in and out; wrong password or unknown e-mail is the same 401", async () => {
    const { email } = await registerUser(server);
    const client = new HttpClient(server.url);
    expect(await client.post("/api/login", { email, password: "wrong password" })).toMatchObject({
      status: 401,
      body: { message: "Invalid email or password" },
    });
    expect(await client.post("/api/login", { email: uniqueEmail(), password: TEST_PASSWORD })).toMatchObject({
      status: 401,
      body: { message: "Invalid email or password" },
    });
    expect((await client.post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    expect((await client.post("/api/logout", {})).status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });
});
