// SPA entry: applies the stored theme before the first paint, then mounts the app.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { applyStoredTheme } from "@/hooks/use-theme";
import "./index.css";

applyStoredTheme();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
