-- Issue 19: instances on one PostgreSQL share the auth secret when AUTH_SECRET is not given. The
-- first to start inserts one (INSERT ... ON CONFLICT DO NOTHING) and every instance reads it back.
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
