import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppWrapper } from "./App";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppWrapper />
  </StrictMode>,
);
