import { describe, expect, it, vi } from "vitest";
import type { DataProvider } from "react-admin";
import {
  hasFile,
  toFormData,
  withMultipart,
} from "../../../src/providers/withMultipart";

const file = () => new File(["logo"], "logo.png", { type: "image/png" });

const setup = () => {
  const base = {
    create: vi.fn(async () => ({ data: { id: 1 } })),
    update: vi.fn(async () => ({ data: { id: 1 } })),
    getList: vi.fn(),
  } as unknown as DataProvider;
  const httpClient = vi.fn(async () => ({
    status: 200,
    headers: new Headers(),
    body: "",
    json: { id: 7, name: "Spa" },
  }));
  const provider = withMultipart(base, { apiUrl: "/wellness", httpClient });
  return { base, httpClient, provider };
};

describe("hasFile", () => {
  it("finds a File, react-admin's { rawFile } and files in arrays", () => {
    expect(hasFile({ logo: file() })).toBe(true);
    expect(hasFile({ logo: { rawFile: file(), src: "blob:x" } })).toBe(true);
    expect(hasFile({ photos: [{ rawFile: file() }] })).toBe(true);
    expect(hasFile({ name: "Spa", logo: { src: "/uploads/a.png" } })).toBe(
      false,
    );
    expect(hasFile(undefined)).toBe(false);
  });
});

describe("toFormData", () => {
  it("puts files as parts, objects as JSON and scalars as text", () => {
    const form = toFormData({
      name: "Spa",
      active: true,
      count: 3,
      tags: [1, 2],
      note: null,
      skipped: undefined,
      logo: { rawFile: file() },
    });
    expect(form.get("name")).toBe("Spa");
    expect(form.get("active")).toBe("true");
    expect(form.get("count")).toBe("3");
    expect(form.get("tags")).toBe("[1,2]");
    expect(form.get("note")).toBe("");
    expect(form.has("skipped")).toBe(false);
    expect((form.get("logo") as File).name).toBe("logo.png");
  });
});

describe("withMultipart", () => {
  it("posts FormData to <apiUrl>/<resource> when create data holds a file", async () => {
    const { base, httpClient, provider } = setup();
    const result = await provider.create("merchant/products", {
      data: { name: "Oil", image: { rawFile: file() } },
    });
    expect(base.create).not.toHaveBeenCalled();
    const [url, options] = httpClient.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe("/wellness/merchant/products");
    expect(options.method).toBe("POST");
    expect(options.body).toBeInstanceOf(FormData);
    expect((options.body as FormData).get("name")).toBe("Oil");
    expect(result).toEqual({ data: { id: 7, name: "Spa" } });
  });

  it("puts FormData to <apiUrl>/<resource>/<id> when update data holds a file", async () => {
    const { httpClient, provider } = setup();
    await provider.update("staff/products", {
      id: 5,
      data: { image: file() },
      previousData: { id: 5 },
    });
    const [url, options] = httpClient.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe("/wellness/staff/products/5");
    expect(options.method).toBe("PUT");
    expect(options.body).toBeInstanceOf(FormData);
  });

  it("delegates JSON calls to the wrapped provider", async () => {
    const { base, httpClient, provider } = setup();
    const params = { data: { name: "Oil" } };
    await provider.create("merchant/products", params);
    await provider.update("merchant/products", {
      id: 1,
      data: { name: "x" },
      previousData: { id: 1 },
    });
    expect(base.create).toHaveBeenCalledWith("merchant/products", params);
    expect(base.update).toHaveBeenCalled();
    expect(httpClient).not.toHaveBeenCalled();
  });
});
