import { z } from "zod";

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"]).default("development")),
  PORT: optional(
    z.coerce
      .number({ error: "PORT must be a whole number from 1 to 65535" })
      .int("PORT must be a whole number from 1 to 65535")
      .min(1, "PORT must be a whole number from 1 to 65535")
      .max(65535, "PORT must be a whole number from 1 to 65535")
      .default(3000),
  ),
  HOST: optional(z.string().optional()),
  /** Express "trust proxy" setting, when a reverse proxy sets X-Forwarded-For. */
  TRUST_PROXY: optional(z.string().optional()),
  DATABASE_PATH: optional(z.string().default("data/site.db")),
  UPLOADS_DIR: optional(z.string().default("uploads")),
  SESSION_SECRET: optional(
    z.string().min(32, "SESSION_SECRET must be at least 32 characters long").optional(),
  ),
  /** A file holding the session secret, created with a random one if missing. */
  SESSION_SECRET_FILE: optional(z.string().optional()),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Reads and checks the environment; throws one clear message for every bad value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
