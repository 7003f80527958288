import { useEffect, useRef, type RefObject } from "react";

/** How long a finger stays down before an appointment or a slot may be dragged. */
export const HOLD_MS = 450;
/** How far, in CSS px, a finger may wander and still be holding (or tapping). */
export const HOLD_SLOP_PX = 8;

/**
 * The long press that unlocks dragging by touch on the grid in `ref`.
 *
 * Until the press has lasted HOLD_MS the browser keeps the touch: the
 * boxes allow vertical panning, so a finger that moves scrolls the day
 * (and the phone's sideways swipe still reaches the page). Once `hold`
 * is on, touchmove is cancelled so that the finger drags instead of
 * scrolling. That takes a native listener: React registers its touch
 * listeners as passive, and a passive listener cannot cancel. It is
 * registered once, on mount, because Chrome decides whether to wait for
 * touchmove listeners when the touch starts, not when one is added.
 */
export const useTouchHold = (ref: RefObject<HTMLElement | null>) => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A press (any pointer) is down on the grid. */
  const pressing = useRef(false);
  /** The page must not scroll under the finger: a drag is armed. */
  const holding = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onTouchMove = (event: TouchEvent) => {
      if (holding.current && event.cancelable) event.preventDefault();
    };
    // A long press is also a context-menu gesture (Android, and Chrome's
    // touch emulation): no menu or text selection over a drag.
    const onContextMenu = (event: Event) => {
      if (pressing.current) event.preventDefault();
    };
    el.addEventListener("touchmove", onTouchMove, { passive: false });
    el.addEventListener("contextmenu", onContextMenu);
    return () => {
      el.removeEventListener("touchmove", onTouchMove);
      el.removeEventListener("contextmenu", onContextMenu);
    };
  }, [ref]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** A press begins; `onHold` runs if it is still down, unmoved, after HOLD_MS. */
  const press = (onHold: () => void) => {
    clearTimeout(timer.current);
    pressing.current = true;
    holding.current = false;
    timer.current = setTimeout(() => {
      holding.current = true;
      // Chrome refuses (and logs) vibration before the page's first tap.
      if (navigator.userActivation?.hasBeenActive !== false)
        navigator.vibrate?.(10);
      onHold();
    }, HOLD_MS);
  };

  /** Keeps the page from scrolling from now on, without waiting (a pen on an appointment). */
  const hold = () => {
    clearTimeout(timer.current);
    pressing.current = true;
    holding.current = true;
  };

  /** The press is over: lifted, cancelled by the browser, or moved too soon. */
  const release = () => {
    clearTimeout(timer.current);
    pressing.current = false;
    holding.current = false;
  };

  return { press, hold, release };
};
