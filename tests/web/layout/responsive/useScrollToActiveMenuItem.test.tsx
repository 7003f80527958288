import { useRef } from "react";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  scrollTopFor,
  useScrollToActiveMenuItem,
} from "../../../../src/layout/responsive";
import { renderWithLayoutAdmin } from "../settings/renderWithLayoutAdmin";

const rect = (top: number) => () => ({ top }) as DOMRect;

/** A fake sidebar: the container scrolls, the item sits at `offset` px. */
const Sidebar = ({ offset, active }: { offset: number; active: boolean }) => {
  const ref = useRef<HTMLDivElement>(null);
  useScrollToActiveMenuItem(ref);
  return (
    <div
      className="RaSidebar-fixed"
      data-testid="container"
      ref={(element) => {
        if (!element || Object.hasOwn(element, "scrollTop")) return;
        element.getBoundingClientRect = rect(100);
        Object.defineProperty(element, "scrollTop", {
          value: 0,
          writable: true,
          configurable: true,
        });
      }}
    >
      <div ref={ref}>
        {active && (
          <a
            href="#/clients"
            aria-current="page"
            ref={(element) => {
              if (element) element.getBoundingClientRect = rect(100 + offset);
            }}
          >
            Clients
          </a>
        )}
      </div>
    </div>
  );
};

describe("useScrollToActiveMenuItem", () => {
  it("computes a scroll position only beyond 500 px", () => {
    expect(scrollTopFor(499, 400)).toBeNull();
    expect(scrollTopFor(500, 400)).toBeNull();
    expect(scrollTopFor(900, 400)).toBe(700);
    expect(scrollTopFor(600, 2000)).toBe(0);
  });

  it("scrolls the sidebar when the active item is beyond 500 px", () => {
    renderWithLayoutAdmin(<Sidebar offset={800} active />);
    expect(screen.getByTestId("container").scrollTop).toBe(800);
  });

  it("leaves the sidebar alone when the active item is near the top", () => {
    renderWithLayoutAdmin(<Sidebar offset={300} active />);
    expect(screen.getByTestId("container").scrollTop).toBe(0);
  });

  it("waits for an active item that appears later", async () => {
    const view = renderWithLayoutAdmin(<Sidebar offset={650} active={false} />);
    expect(screen.getByTestId("container").scrollTop).toBe(0);
    view.rerender(<Sidebar offset={650} active />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId("container").scrollTop).toBe(650);
  });
});
