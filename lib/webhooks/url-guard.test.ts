// Where webhooks may go (decision 024): http(s) only, no credentials, and outside development no
// loopback, private, link-local or reserved address, however it is written.
import { describe, expect, it } from "vitest";
import { endpointUrlProblem, isPrivateAddress } from "./url-guard";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "[::1]",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::a00:1",
    "2002:c0a8:0101::1",
    "ff02::1",
    "not an address",
  ])("%s is not public", (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "192.169.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:0808:0808::1"])(
    "%s is public",
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

describe("endpointUrlProblem", () => {
  it("takes public http(s) URLs", () => {
    expect(endpointUrlProblem("https://hooks.example.com/quoting?x=1", false)).toBeNull();
    expect(endpointUrlProblem("http://203.0.114.7:8080/h", false)).toBeNull();
  });

  it("refuses other schemes and credentials, whatever the flag", () => {
    for (const allow of [true, false]) {
      expect(endpointUrlProblem("ftp://example.com/x", allow)).toMatch(/http/);
      expect(endpointUrlProblem("file:///etc/passwd", allow)).toMatch(/http/);
      expect(endpointUrlProblem("not a url", allow)).toMatch(/absolute/);
      expect(endpointUrlProblem("https://user:pw@example.com/", allow)).toMatch(/user name or password/);
    }
  });

  it("refuses loopback and private hosts unless allowed", () => {
    for (const url of [
      "http://127.0.0.1:3000/h",
      "http://localhost/h",
      "http://api.localhost/h",
      "http://[::1]:8080/",
      "http://10.0.0.5/",
      "http://2130706433/", // 127.0.0.1 written as a number
      "http://0x7f.1/",
      "http://169.254.169.254/latest/meta-data",
    ]) {
      expect(endpointUrlProblem(url, false), url).toMatch(/loopback|private/);
      expect(endpointUrlProblem(url, true), url).toBeNull();
    }
  });
});
