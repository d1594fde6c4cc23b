import { describe, expect, it } from "vitest";
import { bookScope, userIdOf } from "./book";
import { KEY_SCOPES, ROLES } from "./permissions";

const USER = "0b6f3a52-7a8e-4a43-9e0f-3c1d2b4a5e6f";

describe("bookScope: whose book a caller sees (decision 045)", () => {
  it("restricts a producer to their own book when the agency says producers see only theirs", () => {
    expect(bookScope({ grants: { kind: "user", role: "producer" }, actor: `user:${USER}`, producersSeeAllBook: false })).toBe(USER);
  });

  it("gives a producer the whole book when the agency says so", () => {
    expect(bookScope({ grants: { kind: "user", role: "producer" }, actor: `user:${USER}`, producersSeeAllBook: true })).toBeNull();
  });

  it("always gives administrators, service staff and underwriters the whole book", () => {
    for (const role of ROLES.filter((r) => r !== "producer")) {
      for (const producersSeeAllBook of [true, false]) {
        expect(bookScope({ grants: { kind: "user", role }, actor: `user:${USER}`, producersSeeAllBook }), role).toBeNull();
      }
    }
  });

  it("always gives API keys the whole book, whatever their scope", () => {
    for (const scope of KEY_SCOPES) {
      expect(bookScope({ grants: { kind: "key", scope }, actor: `api_key:${USER}`, producersSeeAllBook: false }), scope).toBeNull();
    }
  });

  it("names the user only for portal actors", () => {
    expect(userIdOf(`user:${USER}`)).toBe(USER);
    expect(userIdOf(`api_key:${USER}`)).toBeNull();
    expect(userIdOf("system")).toBeNull();
    expect(userIdOf("user:")).toBeNull();
  });
});
