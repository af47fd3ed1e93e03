// The whole database schema, by domain; drizzle-kit and the client read it from here.
export * from "./users";
export * from "./sessions";
export * from "./projects";
export * from "./scans";
export * from "./project-changes";
export * from "./project-members";
export * from "./payments";
export * from "./credits";
export * from "./scan-history";
export * from "./export-settings";
export * from "./login-throttles";
export * from "./planning-settings";
export * from "./procore";
export * from "./autodesk";
export * from "./remote-sent-items";
export * from "./project-presence";
