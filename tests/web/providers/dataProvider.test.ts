import { beforeEach, describe, expect, it, vi } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { dismissAlert } from "../../../src/providers/errorAlert";
import { isLoading, resetLoading } from "../../../src/providers/loading";
import { jsonResponse, signIn } from "../support/builders";

const fetchMock = vi.fn<typeof fetch>();
const provider = createDataProvider("/wellness");

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    jsonResponse([{ id: 1 }], {
      headers: { "Content-Range": "clients 0-0/1" },
    }),
  );
  resetLoading();
  dismissAlert();
});

const request = (index = -1) => {
  const [url, init] = fetchMock.mock.calls.at(index) as [string, RequestInit];
  return { url: decodeURIComponent(url), method: init.method ?? "GET", init };
};

const listParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: "first_name", order: "ASC" as const },
  filter: { q: "ann" },
};

describe("dataProvider as role 2", () => {
  beforeEach(() => signIn({ role: 2 }));

  it("lists merchant/<resource> with sort, range and filter", async () => {
    const result = await provider.getList("clients", listParams);
    expect(result).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(request().url).toBe(
      '/wellness/merchant/clients?filter={"q":"ann"}&range=[0,24]&sort=["first_name","ASC"]',
    );
  });

  it("writes to merchant/<resource>", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ id: 3, first_name: "Ann" }),
    );
    await provider.create("clients", { data: { first_name: "Ann" } });
    expect(request()).toMatchObject({
      url: "/wellness/merchant/clients",
      method: "POST",
    });
    await provider.update("clients", {
      id: 3,
      data: { first_name: "Ann" },
      previousData: { id: 3 },
    });
    expect(request()).toMatchObject({
      url: "/wellness/merchant/clients/3",
      method: "PUT",
    });
    await provider.delete("clients", { id: 3 });
    expect(request()).toMatchObject({
      url: "/wellness/merchant/clients/3",
      method: "DELETE",
    });
  });

  it("fetches a file as a blob under merchant/", async () => {
    fetchMock.mockImplementation(async () => new Response("img"));
    const blob = await provider.getFile("clients", { path: "3/photo" });
    expect(await blob.text()).toBe("img");
    expect(request().url).toBe("/wellness/merchant/clients/3/photo");
  });
});

describe("dataProvider as role 3", () => {
  beforeEach(() => signIn({ role: 3 }, [3]));

  it("reads <resource> with no prefix", async () => {
    await provider.getList("clients", listParams);
    expect(request().url.startsWith("/wellness/clients?")).toBe(true);
    await provider.getOne("clients", { id: 4 });
    expect(request().url).toBe("/wellness/clients/4");
    await provider.getMany("clients", { ids: [1, 2] });
    expect(request().url).toBe('/wellness/clients?filter={"id":[1,2]}');
    await provider.getManyReference("clients", {
      ...listParams,
      target: "referral_source_id",
      id: 9,
    });
    expect(request().url).toContain('"referral_source_id":9');
    expect(request().url.startsWith("/wellness/clients?")).toBe(true);
  });

  it("writes to staff/<resource>", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: 3 }));
    await provider.create("clients", { data: { first_name: "Ann" } });
    expect(request()).toMatchObject({
      url: "/wellness/staff/clients",
      method: "POST",
    });
    await provider.deleteMany("clients", { ids: [3] });
    expect(request()).toMatchObject({
      url: "/wellness/staff/clients/3",
      method: "DELETE",
    });
  });

  it("sends multipart to staff/<resource> when a file is attached", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: 3 }));
    const image = new File(["x"], "x.png", { type: "image/png" });
    await provider.update("clients", {
      id: 3,
      data: { photo: { rawFile: image } },
      previousData: { id: 3 },
    });
    const { url, method, init } = request();
    expect(url).toBe("/wellness/staff/clients/3");
    expect(method).toBe("PUT");
    expect(init.body).toBeInstanceOf(FormData);
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });
});

describe("dataProvider.action (commands beyond CRUD)", () => {
  it("POSTs JSON to merchant/<resource>/<id>/<path> for role 2", async () => {
    signIn({ role: 2 });
    fetchMock.mockImplementation(async () =>
      jsonResponse({ id: 7, status: "ordered" }),
    );
    const result = await provider.action("purchase-orders", {
      id: 7,
      path: "receive",
      data: { lines: [{ line_id: 1, quantity: 2 }] },
    });
    expect(result).toEqual({ data: { id: 7, status: "ordered" } });
    const { url, method, init } = request();
    expect(url).toBe("/wellness/merchant/purchase-orders/7/receive");
    expect(method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      lines: [{ line_id: 1, quantity: 2 }],
    });
  });

  it("POSTs to staff/<resource>/<path> for role 3, with no id for a collection action", async () => {
    signIn({ role: 3 }, [5]);
    fetchMock.mockImplementation(async () => jsonResponse({ id: 9 }));
    await provider.action("purchase-orders", {
      path: "from-low-stock",
      data: { supplier_id: 1, location_id: 2 },
    });
    expect(request()).toMatchObject({
      url: "/wellness/staff/purchase-orders/from-low-stock",
      method: "POST",
    });
  });
});

describe("dataProvider and the loader", () => {
  beforeEach(() => signIn({ role: 2 }));

  it("is on during a list call and never on during a delete", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const list = provider.getList("clients", listParams);
    expect(isLoading()).toBe(true);
    answer(jsonResponse([], { headers: { "Content-Range": "clients 0-0/0" } }));
    await list;
    expect(isLoading()).toBe(false);

    const removal = provider.delete("clients", { id: 1 });
    expect(isLoading()).toBe(false);
    answer(jsonResponse({ id: 1 }));
    await removal;
    expect(isLoading()).toBe(false);
  });
});
