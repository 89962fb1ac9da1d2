import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { productPageSchema } from "../../../shared/schemas/catalogue";
import {
  type DescriptionRequest,
  descriptionResultSchema,
  SCRAPER_JOBS_LIMIT,
  scrapedCategoryListSchema,
  scrapedProductPageSchema,
  scrapeResultSchema,
  scrapingJobListSchema,
} from "../../../shared/schemas/scraper";
import { ApiError, api } from "../../lib/api";

/** Supplier helpers (SPEC §7): categories, products by page / category / text, scrape, jobs. */
export const scraperKeys = {
  root: ["scraper"] as const,
  categories: ["scraper", "categories"] as const,
  products: (params: ScrapedProductParams) => ["scraper", "products", params] as const,
  jobs: ["scraper", "jobs"] as const,
  job: (id: string) => ["scraper", "job", id] as const,
};

export interface ScrapedProductParams {
  q: string;
  categoryId: number | null | "none";
  page: number;
  pageSize: number;
}

const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 3;

export function useScrapedCategories() {
  return useQuery({
    queryKey: scraperKeys.categories,
    queryFn: async () =>
      scrapedCategoryListSchema.parse(await api<unknown>("GET", "/api/scraper/categories"))
        .categories,
  });
}

export function useScrapedProducts(params: ScrapedProductParams, enabled = true) {
  return useQuery({
    queryKey: scraperKeys.products(params),
    enabled,
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
    queryFn: async () => {
      const search = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.q.trim()) search.set("q", params.q.trim());
      if (params.categoryId === "none") search.set("uncategorised", "1");
      else if (params.categoryId) search.set("categoryId", String(params.categoryId));
      return scrapedProductPageSchema.parse(
        await api<unknown>("GET", `/api/scraper/products?${search}`),
      );
    },
  });
}

/** The latest jobs; polled while a scrape of ours is running, so its row shows progress. */
export function useScrapingJobs(polling = false) {
  return useQuery({
    queryKey: scraperKeys.jobs,
    refetchInterval: polling ? 1000 : false,
    queryFn: async () =>
      scrapingJobListSchema.parse(
        await api<unknown>("GET", `/api/scraper/jobs?limit=${SCRAPER_JOBS_LIMIT}`),
      ).jobs,
  });
}

/** Polls a running job every 500 ms until it has finished. */
export function useScrapeJob(id: string | null) {
  return useQuery({
    queryKey: scraperKeys.job(id ?? ""),
    enabled: Boolean(id),
    queryFn: async () =>
      scrapeResultSchema.parse(
        await api<unknown>("GET", `/api/scraper/jobs/${encodeURIComponent(id ?? "")}`),
      ),
    refetchInterval: (query) => (query.state.data?.job?.status === "running" ? 500 : false),
  });
}

export function useStartScrape() {
  return useMutation({
    mutationFn: async (url: string) => {
      try {
        return scrapeResultSchema.parse(await api<unknown>("POST", "/api/scraper/scrape", { url }));
      } catch (err) {
        // A refused URL answers 400 in the result shape; ApiError then carries its message.
        if (err instanceof ApiError) throw new Error(err.message);
        throw err;
      }
    },
  });
}

export function useInvalidateScraper() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scraperKeys.root });
}

// ---- description scraper ------------------------------------------------------------------

export function useScrapeDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DescriptionRequest) =>
      descriptionResultSchema.parse(await api<unknown>("POST", "/api/scraper/description", input)),
    onSuccess: (result) => {
      if (result.success && result.productId) {
        void queryClient.invalidateQueries({ queryKey: ["scraper", "database-products"] });
        void queryClient.invalidateQueries({ queryKey: scraperKeys.root });
      }
    },
  });
}

/** Database products for the description scraper: name, SKU and description match. */
export function useDatabaseProducts(q: string) {
  return useQuery({
    queryKey: ["scraper", "database-products", q],
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
    queryFn: async () => {
      const search = new URLSearchParams({ q: q.trim(), includeDescription: "1", pageSize: "24" });
      return productPageSchema.parse(await api<unknown>("GET", `/api/products?${search}`));
    },
  });
}
