import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressClass, addressRefusal, portRefusal } from "../../src/server/features/scraper/fetch";
import { setScraperOptions } from "../../src/server/features/scraper/service";
import { type Browser, signedInBrowser } from "../support/browser";
import { scrapeAndWait } from "../support/scrape";
import { type SupplierFixture, startSupplierFixture } from "../support/supplier-fixture";
import { createTestApp, type TestApp } from "../support/test-app";

describe("the scraper's address guard (ipaddr.js ranges)", () => {
  it.each([
    // IPv4 ranges
    ["127.0.0.1", "loopback"],
    ["0.0.0.0", "loopback"],
    ["0.1.2.3", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.254", "private"],
    ["192.168.1.4", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.254", "private"],
    ["169.254.10.1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["224.0.0.1", "private"],
    ["239.255.255.250", "private"],
    ["255.255.255.255", "private"],
    ["240.0.0.1", "private"],
    ["192.0.0.8", "private"],
    ["198.18.0.1", "private"],
    // IPv6 ranges
    ["::1", "loopback"],
    ["::", "loopback"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["fc00::1", "private"],
    ["fd12::1", "private"],
    ["ff02::1", "private"],
    ["fec0::1", "private"],
    ["2001:db8::1", "private"],
    ["fd00:ec2::254", "metadata"],
    // Every IPv6 form of an IPv4 address is judged by that address.
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["::FFFF:7F00:0001", "loopback"],
    ["0:0:0:0:0:ffff:7f00:1", "loopback"],
    ["::ffff:a00:7", "private"],
    ["::ffff:c0a8:104", "private"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["::ffff:6440:1", "private"],
    ["::7f00:1", "loopback"],
    ["::127.0.0.1", "loopback"],
    ["::a00:1", "private"],
    ["::ffff:0:7f00:1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::10.0.0.1", "private"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["64:ff9b:1::a00:1", "private"],
    ["2002:7f00:1::", "loopback"],
    ["2002:c0a8:101::1", "private"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "private"],
    // Not an address at all: refused rather than guessed.
    ["0x7f.1", "private"],
    ["2130706433", "private"],
    ["not an address", "private"],
  ])("%s is %s", (ip, kind) => {
    expect(addressClass(ip)).toBe(kind);
  });

  it.each([
    "8.8.8.8",
    "151.101.1.1",
    "2a00:1450:4009::200e",
    "::ffff:808:808",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("%s is public", (ip) => {
    expect(addressClass(ip)).toBeNull();
  });

  it("allows loopback and private ranges only in test mode; link-local and metadata never", () => {
    expect(addressRefusal("::ffff:7f00:1", true)).toBeNull();
    expect(addressRefusal("::ffff:7f00:1", false)).toBe(
      "Refused: the host resolves to a loopback address (::ffff:7f00:1)",
    );
    expect(addressRefusal("fe80::1", true)).toMatch(/link-local/);
    expect(addressRefusal("::ffff:a9fe:a9fe", true)).toMatch(/metadata/);
  });

  it("allows only ports 80 and 443 unless private addresses are allowed (tests)", () => {
    const refused = (url: string, allowPrivate = false) => portRefusal(new URL(url), allowPrivate);
    expect(refused("https://www.screwfix.com/c/x")).toBeNull();
    expect(refused("http://www.screwfix.com/c/x")).toBeNull();
    expect(refused("https://www.screwfix.com:443/c/x")).toBeNull();
    expect(refused("http://www.screwfix.com:80/c/x")).toBeNull();
    expect(refused("https://www.screwfix.com:80/c/x")).toBeNull();
    expect(refused("https://www.screwfix.com:8443/c/x")).toBe(
      "Refused: only ports 80 and 443 can be scraped (port 8443)",
    );
    expect(refused("http://www.screwfix.com:25/")).toMatch(/port 25\)$/);
    expect(refused("http://127.0.0.1:54321/", true)).toBeNull();
  });
});

describe("hostile addresses through the API with SCRAPER_ALLOW_PRIVATE unset", () => {
  let fx: SupplierFixture;
  let strict: TestApp;
  let b: Browser;
  beforeAll(async () => {
    fx = await startSupplierFixture();
    strict = await createTestApp({
      // Allowed by name so that only the address guard and the port rule stand in the way.
      scraperAllowedHosts: [
        "::ffff:7f00:1",
        "::7f00:1",
        "::ffff:0:7f00:1",
        "64:ff9b::7f00:1",
        "2002:7f00:1::",
        "0.0.0.0",
        "8.8.8.8",
      ],
      scraperAllowPrivate: false,
    });
    setScraperOptions(strict.deps, { pageTimeoutMs: 400, minIntervalMs: 0 });
    b = (await signedInBrowser(strict)).browser;
  });
  afterAll(async () => {
    await strict.close();
    await fx.close();
  });

  it.each([
    ["http://[::ffff:127.0.0.1]", "::ffff:7f00:1", "loopback"],
    ["http://[::ffff:7f00:1]", "::ffff:7f00:1", "loopback"],
    ["http://[::7f00:1]", "::7f00:1", "loopback"],
    ["http://[::ffff:0:7f00:1]", "::ffff:0:7f00:1", "loopback"],
    ["http://[64:ff9b::7f00:1]", "64:ff9b::7f00:1", "loopback"],
    ["http://[2002:7f00:1::]", "2002:7f00:1::", "loopback"],
    ["http://0.0.0.0", "0.0.0.0", "loopback"],
    ["http://0x0", "0.0.0.0", "loopback"],
  ])("refuses %s and the fixture server is never reached", async (base, shown, kind) => {
    const before = fx.hits.length;
    const { body } = await scrapeAndWait<{ success: boolean; message: string }>(
      b,
      `${base}:${fx.port}/c/plasterboard`,
    );
    expect(body.success).toBe(false);
    expect(body.message).toBe(`Refused: the host resolves to a ${kind} address (${shown})`);
    expect(fx.hits.length).toBe(before);
  });

  it("refuses another port of an allowed public host before connecting", async () => {
    const { body } = await scrapeAndWait<{ success: boolean; message: string }>(
      b,
      "http://8.8.8.8:8080/c/plasterboard",
    );
    expect(body.success).toBe(false);
    expect(body.message).toBe("Refused: only ports 80 and 443 can be scraped (port 8080)");
  });
});
