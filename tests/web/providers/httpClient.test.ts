import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "react-admin";
import { fetchBlob, httpClient } from "../../../src/providers/httpClient";
import { dismissAlert, getAlert } from "../../../src/providers/errorAlert";
import { isLoading, resetLoading } from "../../../src/providers/loading";
import { jsonResponse, signIn } from "../support/builders";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  dismissAlert();
  resetLoading();
});

afterEach(() => {
  dismissAlert();
  resetLoading();
});

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
};

describe("httpClient", () => {
  it("sends the bearer token of the signed-in user", async () => {
    signIn({ token: "abc.def.ghi" });
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    const { json } = await httpClient("/wellness/merchant/clients");
    expect(json).toEqual({ ok: true });
    expect(lastRequest().headers.get("Authorization")).toBe(
      "Bearer abc.def.ghi",
    );
  });

  it("sends no Authorization header when nobody is signed in", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await httpClient("/wellness/auth/login", { method: "POST", body: "{}" });
    expect(lastRequest().headers.has("Authorization")).toBe(false);
  });

  it.each([400, 422])(
    "maps %s to a warning titled Error with the data text",
    async (status) => {
      fetchMock.mockResolvedValue(
        jsonResponse(
          { status: 0, message: "Name taken", data: "Name taken" },
          { status },
        ),
      );
      const error = await httpClient("/wellness/merchant/clients", {
        method: "POST",
      }).catch((e) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error.message).toBe("Name taken");
      expect(error.status).toBe(status);
      expect(getAlert()).toMatchObject({
        severity: "warning",
        titleKey: "app.errors.title",
        message: "Name taken",
      });
    },
  );

  it.each([400, 422])(
    "shows no alert for a %s that names its fields: the messages go to the fields only",
    async (status) => {
      const body = {
        status: 0,
        message: "Enter a valid phone number.",
        data: "Enter a valid phone number.",
        errors: { mobile: "Enter a valid phone number." },
      };
      fetchMock.mockResolvedValue(jsonResponse(body, { status }));
      const error = await httpClient("/wellness/merchant/clients", {
        method: "POST",
      }).catch((e) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error.body.errors).toEqual(body.errors);
      expect(getAlert()).toBeNull();
    },
  );

  it("still alerts a 422 whose errors name no field (the whole body)", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { status: 0, data: "Body: Invalid input.", errors: { body: "x" } },
        { status: 422 },
      ),
    );
    await httpClient("/wellness/x", { method: "POST" }).catch((e) => e);
    expect(getAlert()).toMatchObject({ message: "Body: Invalid input." });
  });

  it("says 'Invalid Input' when a 422 carries no data text", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 0 }, { status: 422, statusText: "Unprocessable" }),
    );
    const error = await httpClient("/wellness/x").catch((e) => e);
    expect(error.message).toBe("Unprocessable");
    expect(getAlert()).toMatchObject({
      severity: "warning",
      messageKey: "app.errors.invalid_input",
    });
  });

  it.each([404, 409, 500, 503])(
    "shows the Oops message for %s",
    async (status) => {
      fetchMock.mockResolvedValue(
        jsonResponse({ message: "Boom" }, { status }),
      );
      const error = await httpClient("/wellness/x").catch((e) => e);
      expect(error.message).toBe("Boom");
      expect(getAlert()).toMatchObject({
        severity: "error",
        messageKey: "app.errors.oops",
      });
    },
  );

  it("explains a 403 as access denied", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: "Forbidden" }, { status: 403 }),
    );
    await httpClient("/wellness/staff/clients").catch(() => undefined);
    expect(getAlert()).toMatchObject({
      messageKey: "app.errors.access_denied",
    });
  });

  it("maps a network failure to the Oops alert", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await httpClient("/wellness/x").catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe("Failed to fetch");
    expect(getAlert()).toMatchObject({ messageKey: "app.errors.oops" });
  });

  it("publishes no alert for a silent call", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: "Nope" }, { status: 401 }),
    );
    await expect(
      httpClient("/wellness/auth/login", { silent: true }),
    ).rejects.toThrow("Nope");
    expect(getAlert()).toBeNull();
  });

  it("turns the loader on while a call is in flight and off when it returns", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const call = httpClient("/wellness/merchant/clients");
    expect(isLoading()).toBe(true);
    answer(jsonResponse([]));
    await call;
    expect(isLoading()).toBe(false);
  });

  it("turns the loader off when a call fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { status: 500 }));
    await httpClient("/wellness/x").catch(() => undefined);
    expect(isLoading()).toBe(false);
  });

  it("never turns the loader on for a delete", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const call = httpClient("/wellness/merchant/clients/1", {
      method: "DELETE",
    });
    expect(isLoading()).toBe(false);
    answer(jsonResponse({ id: 1 }));
    await call;
    expect(isLoading()).toBe(false);
  });

  it("keeps the loader on until every call has returned", async () => {
    const answers: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const first = httpClient("/wellness/a");
    const second = httpClient("/wellness/b");
    answers[0](jsonResponse({}));
    await first;
    expect(isLoading()).toBe(true);
    answers[1](jsonResponse({}));
    await second;
    expect(isLoading()).toBe(false);
  });
});

describe("fetchBlob", () => {
  it("GETs a file with the token and returns a Blob", async () => {
    signIn({ token: "tok" });
    fetchMock.mockResolvedValue(
      new Response("%PDF", { headers: { "Content-Type": "application/pdf" } }),
    );
    const blob = await fetchBlob("/wellness/merchant/invoices/1/pdf");
    expect(await blob.text()).toBe("%PDF");
    expect(lastRequest().headers.get("Authorization")).toBe("Bearer tok");
    expect(lastRequest().init.method).toBe("GET");
    expect(isLoading()).toBe(false);
  });

  it("maps a failed download like any other call", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ data: "Bad file" }, { status: 400 }),
    );
    await expect(fetchBlob("/wellness/x")).rejects.toBeInstanceOf(HttpError);
    expect(getAlert()).toMatchObject({ message: "Bad file" });
  });
});
