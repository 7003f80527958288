import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppWrapper } from "./App";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const start = (root: HTMLElement) =>
  createRoot(root).render(
    <StrictMode>
      <AppWrapper />
    </StrictMode>,
  );

// SPEC §7's demo backend answers its /users calls in the browser; only a
// build made with VITE_DEMO_BACKEND=true has it (README, "Demo backend").
if (import.meta.env.VITE_DEMO_BACKEND === "true") {
  void import("./demo/installDemoBackend").then(({ installDemoBackend }) => {
    installDemoBackend();
    start(container);
  });
} else {
  start(container);
}
