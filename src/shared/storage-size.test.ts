import { describe, expect, it } from "vitest";
import { MEGABYTE, storageSize } from "./storage-size";

describe("storageSize", () => {
  it("reads as a person would: one decimal under 10, MB under a GB", () => {
    expect(storageSize(0)).toBe("0 MB");
    expect(storageSize(1.25 * MEGABYTE)).toBe("1.3 MB");
    expect(storageSize(850.4 * MEGABYTE)).toBe("850 MB");
    expect(storageSize(1024 * MEGABYTE)).toBe("1 GB");
    expect(storageSize(5120 * MEGABYTE)).toBe("5 GB");
    expect(storageSize(4.94 * 1024 * MEGABYTE)).toBe("4.9 GB");
    expect(storageSize(12.34 * 1024 * MEGABYTE)).toBe("12 GB");
  });
});
