import { describe, expect, it, vi } from "vitest";
import type { DataProvider } from "react-admin";
import {
  prefixResource,
  withRolePrefix,
} from "../../../src/providers/withRolePrefix";

const READS = [
  "getList",
  "getOne",
  "getMany",
  "getManyReference",
  "getFile",
  "getJson",
] as const;
const WRITES = [
  "create",
  "update",
  "updateMany",
  "delete",
  "deleteMany",
  "sendJson",
] as const;

const fakeProvider = () => {
  const methods = Object.fromEntries(
    [...READS, ...WRITES, "custom"].map((name) => [
      name,
      vi.fn(async () => ({ data: [] })),
    ]),
  );
  return methods as unknown as DataProvider &
    Record<string, ReturnType<typeof vi.fn>>;
};

describe("prefixResource", () => {
  it.each([
    [2, "read", "merchant/clients"],
    [2, "write", "merchant/clients"],
    [3, "read", "clients"],
    [3, "write", "staff/clients"],
    [1, "read", "clients"],
    [1, "write", "staff/clients"],
    [undefined, "read", "clients"],
    [undefined, "write", "staff/clients"],
  ] as const)("role %s %s → %s", (role, kind, expected) => {
    expect(prefixResource("clients", kind, role)).toBe(expected);
  });
});

describe("withRolePrefix", () => {
  const cases = [
    ...READS.map((method) => [method, 2, "merchant/clients"]),
    ...READS.map((method) => [method, 3, "clients"]),
    ...WRITES.map((method) => [method, 2, "merchant/clients"]),
    ...WRITES.map((method) => [method, 3, "staff/clients"]),
  ] as [string, number, string][];

  it.each(cases)("%s as role %s calls %s", async (method, role, expected) => {
    const base = fakeProvider();
    const provider = withRolePrefix(base, () => role) as unknown as Record<
      string,
      (resource: string, params: unknown) => Promise<unknown>
    >;
    const params = { id: 1 };
    await provider[method]("clients", params);
    expect(base[method]).toHaveBeenCalledWith(expected, params);
  });

  it("reads the role at call time", async () => {
    const base = fakeProvider();
    let role = 2;
    const provider = withRolePrefix(base, () => role);
    await provider.getList("clients", {} as never);
    role = 3;
    await provider.getList("clients", {} as never);
    expect(vi.mocked(base.getList).mock.calls.map((call) => call[0])).toEqual([
      "merchant/clients",
      "clients",
    ]);
  });

  it("leaves methods it does not know alone", async () => {
    const base = fakeProvider();
    const provider = withRolePrefix(base, () => 2) as unknown as Record<
      string,
      (r: string) => unknown
    >;
    await provider.custom("clients");
    expect(base.custom).toHaveBeenCalledWith("clients");
  });
});

describe("option lists for pickers (meta.options)", () => {
  it.each([
    ["getList", 2, "merchant/team-members/options"],
    ["getList", 3, "team-members/options"],
    ["getMany", 3, "team-members/options"],
    ["getManyReference", 2, "merchant/team-members/options"],
  ] as const)("%s as role %s reads %s", async (method, role, expected) => {
    const base = fakeProvider();
    const provider = withRolePrefix(base, () => role) as unknown as Record<
      string,
      (r: string, p: unknown) => Promise<unknown>
    >;
    const params = { meta: { options: true } };
    await provider[method]("team-members", params);
    expect(base[method]).toHaveBeenCalledWith(expected, params);
  });

  it("ignores meta.options on getOne and on writes", async () => {
    const base = fakeProvider();
    const provider = withRolePrefix(base, () => 3);
    await provider.getOne("team-members", { id: 1, meta: { options: true } });
    await provider.update("team-members", {
      id: 1,
      data: {},
      previousData: { id: 1 },
      meta: { options: true },
    });
    expect(vi.mocked(base.getOne).mock.calls[0][0]).toBe("team-members");
    expect(vi.mocked(base.update).mock.calls[0][0]).toBe("staff/team-members");
  });
});
