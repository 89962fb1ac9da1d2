import { z } from "zod";
import { cleanText, rowId, rowIdParam } from "./common";

/** The meta-description selector the description scraper uses when none is given (SPEC §2). */
export const DEFAULT_DESCRIPTION_SELECTOR = 'meta[name="description"]';

/** SPEC §9: browse page size 10, latest jobs 5. */
export const SCRAPER_PAGE_SIZE = 10;
export const SCRAPER_JOBS_LIMIT = 5;

export const scrapeRequestSchema = z.object({
  url: cleanText().trim().min(1, "Please enter a URL to scrape").max(2000, "The URL is too long"),
});
export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;

/** A product the business scraped (its own private catalogue rows). */
export const scrapedProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  unit: z.string(),
  pricePence: z.number(),
  stock: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  merchantId: z.number(),
  merchantName: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  updatedAt: z.string(),
});
export type ScrapedProduct = z.infer<typeof scrapedProductSchema>;

export const scrapingJobStatusSchema = z.enum(["running", "completed", "failed"]);

export const scrapingJobSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: scrapingJobStatusSchema,
  startTime: z.string(),
  endTime: z.string().nullable(),
  pagesDone: z.number(),
  pagesTotal: z.number().nullable(),
  newProducts: z.number(),
  updatedProducts: z.number(),
  error: z.string().nullable(),
});
export type ScrapingJob = z.infer<typeof scrapingJobSchema>;

/** The supplier scraping function's answer (SPEC §7): success, message, products, jobId. */
export const scrapeResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  products: z.array(scrapedProductSchema),
  jobId: z.string().nullable(),
  job: scrapingJobSchema.nullable(),
  /** Set when the URL was refused (400), in the one error shape of the API. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type ScrapeResult = z.infer<typeof scrapeResultSchema>;

export const scrapingJobListSchema = z.object({ jobs: z.array(scrapingJobSchema) });

export const scrapedProductQuerySchema = z.object({
  q: cleanText().trim().max(200).optional().default(""),
  categoryId: rowIdParam().optional(),
  uncategorised: z.enum(["0", "1"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SCRAPER_PAGE_SIZE),
});

export const scrapedProductPageSchema = z.object({
  products: z.array(scrapedProductSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ScrapedProductPage = z.infer<typeof scrapedProductPageSchema>;

/** A category of the business's scraped products; id null is "Uncategorised". */
export const scrapedCategorySchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  productCount: z.number(),
});
export type ScrapedCategory = z.infer<typeof scrapedCategorySchema>;
export const scrapedCategoryListSchema = z.object({ categories: z.array(scrapedCategorySchema) });

export const descriptionRequestSchema = z.object({
  url: cleanText().trim().min(1, "Please enter a product URL to scrape").max(2000),
  selector: cleanText().trim().max(500).optional(),
  productId: rowId().nullable().optional(),
});
export type DescriptionRequest = z.infer<typeof descriptionRequestSchema>;

/** The product-scraper function's answer (SPEC §7). */
export const descriptionResultSchema = z.object({
  success: z.boolean(),
  description: z.string(),
  productId: z.number().nullable(),
  error: z.string().nullable(),
});
export type DescriptionResult = z.infer<typeof descriptionResultSchema>;
