import { describe, expect, it } from "vitest";
import { humanDuration, signInErrorMessage, throttledCode } from "./sign-in-errors";

describe("sign-in page messages", () => {
  it("tells a locked-out agent how long to wait, in words, rounded up", () => {
    expect(signInErrorMessage("CredentialsSignin", throttledCode(15 * 60_000))).toBe("Too many failed attempts. Try again in 15 minutes.");
    expect(signInErrorMessage("CredentialsSignin", throttledCode(14 * 60_000 + 1))).toBe("Too many failed attempts. Try again in 15 minutes.");
    expect(signInErrorMessage("CredentialsSignin", throttledCode(1500))).toBe("Too many failed attempts. Try again in 2 seconds.");
    expect(signInErrorMessage("CredentialsSignin", throttledCode(1))).toBe("Too many failed attempts. Try again in 1 second.");
    expect(humanDuration(60)).toBe("1 minute");
    expect(humanDuration(89)).toBe("1 minute");
    expect(humanDuration(90)).toBe("2 minutes");
  });

  it("explains a busy server, a wrong password and anything else", () => {
    expect(signInErrorMessage("CredentialsSignin", "busy")).toBe("Sign-in is busy right now. Try again in a few seconds.");
    expect(signInErrorMessage("CredentialsSignin", "credentials")).toBe("That email and password do not match an agent.");
    expect(signInErrorMessage("CredentialsSignin", "throttled.<script>")).toBe("That email and password do not match an agent.");
    expect(signInErrorMessage("1", undefined)).toBe("That email and password do not match an agent.");
    expect(signInErrorMessage(undefined, "busy")).toBeNull();
  });
});
