export function PublicQuotePage() {
  return <h1>Your quote</h1>;
}
