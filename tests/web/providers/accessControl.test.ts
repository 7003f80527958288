import { describe, expect, it } from "vitest";
import {
  canAccessServices,
  isMenuEntryVisible,
} from "../../../src/providers/accessControl";

const staff = (serviceIds: number[]) => ({ role: 3, serviceIds });

describe("canAccessServices", () => {
  it("lets role 2 open everything, merchant-only entries included", () => {
    const merchant = { role: 2, serviceIds: [] };
    expect(canAccessServices(merchant, [3])).toBe(true);
    expect(canAccessServices(merchant, [-1])).toBe(true);
    expect(canAccessServices(merchant, [])).toBe(true);
  });

  it("lets role 3 open only permitted service ids", () => {
    expect(canAccessServices(staff([3, 16]), [3])).toBe(true);
    expect(canAccessServices(staff([3, 16]), [16])).toBe(true);
    expect(canAccessServices(staff([3, 16]), [4])).toBe(false);
    expect(canAccessServices(staff([3]), [4, 3])).toBe(true);
  });

  it("always allows id 0 and never -1 for role 3", () => {
    expect(canAccessServices(staff([]), [0])).toBe(true);
    expect(canAccessServices(staff([-1, 14]), [-1])).toBe(false);
  });

  it("denies role 3 what the menu does not know", () => {
    expect(canAccessServices(staff([3]), [])).toBe(false);
  });

  it("gives other roles and anonymous visitors nothing", () => {
    expect(canAccessServices({ role: 1, serviceIds: [3] }, [0])).toBe(false);
    expect(canAccessServices({ role: 4, serviceIds: [3] }, [3])).toBe(false);
    expect(canAccessServices(null, [0])).toBe(false);
  });
});

describe("isMenuEntryVisible", () => {
  it("shows role 3 an entry only for a permitted id, 0 always, -1 never", () => {
    expect(isMenuEntryVisible(staff([2]), [2])).toBe(true);
    expect(isMenuEntryVisible(staff([2]), [3])).toBe(false);
    expect(isMenuEntryVisible(staff([]), [0])).toBe(true);
    expect(isMenuEntryVisible(staff([14]), [-1])).toBe(false);
  });

  it("shows every other role the whole menu", () => {
    expect(isMenuEntryVisible({ role: 2, serviceIds: [] }, [-1])).toBe(true);
    expect(isMenuEntryVisible({ role: 1, serviceIds: [] }, [5])).toBe(true);
  });
});
