import { useEffect, useRef } from "react";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

/**
 * The end of a paged list (issue 19): loads the next page when it scrolls into view, and is a
 * button for a keyboard, a screen reader or a browser without IntersectionObserver.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  label = "Load more",
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  label?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    // Starts the next page a little before the end is reached, so scrolling rarely waits.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoad} disabled={loading}>
        {loading ? <Spinner label="Loading" className="size-4" /> : null}
        {label}
      </Button>
    </div>
  );
}

/** The part of an infinite query (useInfiniteQuery) its list's footer needs. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The footer of a list read page by page: LoadMore for the query's next page. */
export function LoadMorePages({ pages, label }: { pages: NextPages; label?: string }) {
  return (
    <LoadMore
      hasMore={pages.hasNextPage}
      loading={pages.isFetchingNextPage}
      onLoad={() => void pages.fetchNextPage()}
      label={label}
    />
  );
}
