import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { MEGABYTE } from "../shared/storage-size";
import {
  DEFAULT_REQUEST_LIMITS,
  DEFAULT_REQUESTS_AT_ONCE,
  type RequestLimits,
  type RequestsAtOnce,
} from "./http/request-limits";

/** Unset and empty both mean "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const optionalUrl = optionalText.pipe(z.url("must be a URL").optional());

/** A request limit per business per minute (ADR 0022). */
const perMinute = (fallback: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** Every environment variable the server reads, parsed once, each with a default that needs no setup. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// URL",
  }),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: "must be an smtp:// or smtps:// URL",
  }),
  MAIL_FROM: z.string().trim().min(3).default("Sole <no-reply@sole.local>"),
  ADMIN_EMAIL_DOMAIN: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AUTH_SECRET: z.string().trim().min(32, "must be at least 32 characters").optional(),
  TRUSTED_PROXY_IP_HEADER: optionalText,
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(20).default(1),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  SCRAPER_ALLOWED_HOSTS: z
    .string()
    .trim()
    .default("www.screwfix.com,www.travisperkins.co.uk,www.jewson.co.uk"),
  SCRAPER_ALLOW_PRIVATE: z.enum(["0", "1", ""]).default("0"),
  /** Server processes under `npm start` with DATABASE_URL; unset: the cores, at most 4. */
  WEB_CONCURRENCY: optionalText.pipe(
    z.coerce.number<string | undefined>().int("must be a whole number").min(1).max(64).optional(),
  ),
  SEND_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  SEND_LIMIT_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(200),
  REQUEST_LIMIT_WRITES: perMinute(DEFAULT_REQUEST_LIMITS.writes),
  REQUEST_LIMIT_DOCUMENTS: perMinute(DEFAULT_REQUEST_LIMITS.documents),
  REQUEST_LIMIT_LISTS: perMinute(DEFAULT_REQUEST_LIMITS.lists),
  REQUESTS_AT_ONCE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .default(DEFAULT_REQUESTS_AT_ONCE.running),
  OWN_PRODUCT_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(250_000),
  PHOTO_STORAGE_MB: z.coerce.number().int().min(1).max(1_000_000).default(5_120),
  METRICS_TOKEN: optionalText,
  JOB_WORKERS: z.enum(["0", "1"]).default("1"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmailDomain: string | undefined;
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  /**
   * AUTH_SECRET, else on the embedded database DATA_DIR/auth-secret. Undefined with DATABASE_URL
   * and no AUTH_SECRET: every instance reads the one secret stored in the database at start-up
   * (auth/auth-secret.ts), so a DATA_DIR of its own never gives an instance a secret of its own.
   */
  authSecret: string | undefined;
  clientIpHeader: string | undefined;
  /** How many proxies append to `clientIpHeader`: the client is the N-th entry from the right. */
  trustedProxyHops: number;
  logLevel: Env["LOG_LEVEL"];
  scraperAllowedHosts: string[];
  scraperAllowPrivate: boolean;
  /** WEB_CONCURRENCY as given (the supervisor resolves the default and the embedded database's 1). */
  webConcurrency: number | undefined;
  /** Emails one business may send to its customers (quotes, invoices, orders) per minute and day. */
  sendLimit: { perMinute: number; perDay: number };
  /** Per-business and per-link request limits (http/request-limits.ts, ADR 0022). */
  requestLimits: RequestLimits;
  /** One business's requests running at once, and waiting, per process (ADR 0026). */
  requestsAtOnce: RequestsAtOnce;
  /**
   * Products one business may keep of its own (imports, scrapes): each server holds them all in
   * its search index's memory (catalogue/own-products.ts). Several merchants' full lists fit.
   */
  ownProductLimit: number;
  /** Bytes of site photos one business may keep (PHOTO_STORAGE_MB). */
  photoStorageBytes: number;
  /** Bearer token for GET /metrics; unset: /metrics is a 404 (http/metrics.ts). */
  metricsToken: string | undefined;
  /** JOB_WORKERS=0: this process only enqueues; others run the durable queue's jobs (ADR 0019). */
  jobWorkers: boolean;
}

/** The config once the auth secret is known (auth/auth-secret.ts): what createAuth needs. */
export type ServerConfig = Config & { authSecret: string };

export class ConfigError extends Error {}

/** Where the embedded database's auth secret is kept. */
export const dataDirSecretFile = (dataDir: string) => join(dataDir, "auth-secret");

/** Reads a secret kept in the data directory, creating it on first start. */
function dataDirSecret(dataDir: string): string {
  const file = dataDirSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The config for a process entry point: a wrong variable ends the process with one line naming it. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) =>
      env[key] === undefined ? [] : [[key, env[key]]],
    ),
  );
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid"}`);
  }
  const e = parsed.data;
  const aiKeys = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL];
  if (aiKeys.some(Boolean) && !aiKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid environment variable AI_BASE_URL: AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together",
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmailDomain: e.ADMIN_EMAIL_DOMAIN?.toLowerCase(),
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    authSecret: e.AUTH_SECRET ?? (e.DATABASE_URL ? undefined : dataDirSecret(dataDir)),
    clientIpHeader: e.TRUSTED_PROXY_IP_HEADER?.toLowerCase(),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    scraperAllowedHosts: e.SCRAPER_ALLOWED_HOSTS.split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    scraperAllowPrivate: e.SCRAPER_ALLOW_PRIVATE === "1",
    webConcurrency: e.WEB_CONCURRENCY,
    sendLimit: { perMinute: e.SEND_LIMIT_PER_MINUTE, perDay: e.SEND_LIMIT_PER_DAY },
    requestLimits: {
      ...DEFAULT_REQUEST_LIMITS,
      writes: e.REQUEST_LIMIT_WRITES,
      documents: e.REQUEST_LIMIT_DOCUMENTS,
      lists: e.REQUEST_LIMIT_LISTS,
    },
    requestsAtOnce: { ...DEFAULT_REQUESTS_AT_ONCE, running: e.REQUESTS_AT_ONCE },
    ownProductLimit: e.OWN_PRODUCT_LIMIT,
    photoStorageBytes: e.PHOTO_STORAGE_MB * MEGABYTE,
    metricsToken: e.METRICS_TOKEN,
    jobWorkers: e.JOB_WORKERS === "1",
  };
}

/** A config for tests: no files touched, embedded in-memory database. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    nodeEnv: "test",
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    databaseUrl: undefined,
    publicUrl: "http://localhost:3000",
    smtpUrl: undefined,
    mailFrom: "Sole <no-reply@sole.local>",
    adminEmailDomain: "sole-admin.test",
    ai: undefined,
    authSecret: "test-secret-test-secret-test-secret-0123456789",
    clientIpHeader: undefined,
    trustedProxyHops: 1,
    logLevel: "silent",
    scraperAllowedHosts: ["www.screwfix.com"],
    scraperAllowPrivate: false,
    webConcurrency: undefined,
    sendLimit: { perMinute: 20, perDay: 200 },
    requestLimits: DEFAULT_REQUEST_LIMITS,
    requestsAtOnce: DEFAULT_REQUESTS_AT_ONCE,
    ownProductLimit: 250_000,
    photoStorageBytes: 5_120 * MEGABYTE,
    metricsToken: undefined,
    jobWorkers: true,
    ...overrides,
  };
}
