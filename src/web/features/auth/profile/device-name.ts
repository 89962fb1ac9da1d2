/** A short, human name for a session's browser ("Chrome on Windows"), from its user agent. */
export function describeDevice(userAgent: string | null | undefined): {
  label: string;
  mobile: boolean;
} {
  const ua = userAgent ?? "";
  if (!ua) return { label: "Unknown device", mobile: false };
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : "Browser";
  const os = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  return {
    label: os ? `${browser} on ${os}` : browser,
    mobile: /Mobi|iPhone|iPad|Android/.test(ua),
  };
}
