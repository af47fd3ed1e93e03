// TanStack Query set-up per product §7: the query key joined with "/" is the URL, GET with cookies, no retries, never
// stale. Every query names the contract schema its answer is parsed with (`queryWith`, decision 0282); the default
// query function refuses, so a query that forgot one fails visibly instead of handing the page an unchecked value.
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type { z } from "zod";
import { readAnswer, parseAnswer, throwIfNotOk } from "./api-client";

type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The query function that GETs the key's URL and parses the answer with `schema`. With `on401: "returnNull"` a 401 is
 * read as `null`, which the schema must then allow (the current user: `currentUserSchema.nullable()`).
 */
export function queryWith<S extends z.ZodType>(
  schema: S,
  options: { on401: UnauthorizedBehavior } = { on401: "throw" },
): QueryFunction<z.output<S>> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join("/");
    const res = await fetch(url, { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return parseAnswer(schema, `GET ${url}`, null);
    await throwIfNotOk(res);
    return readAnswer(schema, `GET ${url}`, res);
  };
}

/** The default: a query without `queryFn: queryWith(schema)` is a programming error, shown as one. */
const noSchema: QueryFunction = ({ queryKey }) => {
  throw new Error(`No contract schema for the query of ${queryKey.join("/")}: give it queryFn: queryWith(schema).`);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: noSchema,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
