/** Sizes of what a business stores, as its people read them (photo storage). */
export const MEGABYTE = 1024 * 1024;
/** "1.3 MB", "850 MB", "4.9 GB": a size as a person reads it. */
export const storageSize = (bytes: number) => {
  const [value, unit] =
    bytes >= 1024 * MEGABYTE ? [bytes / MEGABYTE / 1024, "GB"] : [bytes / MEGABYTE, "MB"];
  return `${value.toLocaleString("en-GB", { maximumFractionDigits: value >= 10 ? 0 : 1 })} ${unit}`;
};
