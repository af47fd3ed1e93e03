// The package's version, bundled in at build time (only this field is used).
import packageJson from "../../package.json" with { type: "json" };

export const APP_VERSION: string = packageJson.version;
