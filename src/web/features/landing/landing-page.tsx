export function LandingPage() {
  return <h1>Smart quoting and material management for sole traders</h1>;
}
