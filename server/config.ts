import path from "node:path";
import { z } from "zod";
import { INDIAN_STATES } from "@contract/indian-states";
import { GSTIN_PATTERN, TAX_DEFAULTS } from "@contract/tax";
import { MOBILE_PATTERN } from "@contract/validation";
import { SMS_LIMITS } from "@contract/mobile";
import { BRAND } from "@contract/brand";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const optionalText = z.string().trim().min(1).optional();

const percent = (max: number, fallback: number) =>
  z.coerce.number().min(0).max(max, `must be a percentage from 0 to ${max}`).default(fallback);

/** Dobara's GST registration and the 194-O figures (docs/tax.md; decisions 0044 and 0045). */
const taxVariables = {
  GST_LEGAL_NAME: optionalText,
  GST_ADDRESS: optionalText,
  GSTIN: z.string().trim().toUpperCase().regex(GSTIN_PATTERN, "must be a 15-character GSTIN").optional(),
  GST_STATE: z
    .string()
    .trim()
    .refine((v) => (INDIAN_STATES as readonly string[]).includes(v), "must be a state or union territory's name")
    .default(TAX_DEFAULTS.gstState),
  GST_SAC: z
    .string()
    .trim()
    .regex(/^99[0-9]{4}$/, "must be a 6-digit services accounting code starting 99")
    .default(TAX_DEFAULTS.gstSac),
  GST_RATE: percent(28, TAX_DEFAULTS.gstRatePercent),
  TDS_RATE: percent(5, TAX_DEFAULTS.tdsRatePercent),
  TDS_RATE_NO_PAN: percent(20, TAX_DEFAULTS.tdsNoPanRatePercent),
  TDS_SMALL_SELLER_LIMIT: z.coerce.number().int().min(0).default(TAX_DEFAULTS.smallSellerLimitRupees),
};

/** Web Push (docs/providers/web-push.md): the VAPID key pair and who the push services may write to. */
const webPushVariables = {
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^B[A-Za-z0-9_-]{86}$/, "must be a P-256 public key in base64url (npx web-push generate-vapid-keys)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (npx web-push generate-vapid-keys)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(
      /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/,
      "must be a mailto: or https:// address the push services can reach us at",
    )
    .default(`mailto:${BRAND.supportEmail}`),
  WEB_PUSH_ALLOW_LOOPBACK: flag.optional(),
};

/** Settings that mean nothing alone: a key without its secret, a provider's token without its ids. */
const SET_TOGETHER = [
  ["PAYU_KEY", "PAYU_SALT"],
  ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"],
  ["SHIPROCKET_EMAIL", "SHIPROCKET_PASSWORD"],
  ["RAZORPAYX_KEY_ID", "RAZORPAYX_KEY_SECRET"],
  ["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID"],
  ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"],
  ["WHATSAPP_TOKEN", "WHATSAPP_APP_SECRET"],
  ["WHATSAPP_TOKEN", "WHATSAPP_VERIFY_TOKEN"],
  ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
] as const;

/** The run-time contract (README.md, configuration): every variable, with its default, checked at boot. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: optionalText,
    ADMIN_MOBILE: z
      .string()
      .trim()
      .regex(MOBILE_PATTERN, "must be a 10-digit Indian mobile number starting 6-9")
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(128).optional(),
    ADMIN_EMAIL: z.email().optional(),
    SEED_DEMO: flag.optional(),
    PAYU_KEY: optionalText,
    PAYU_SALT: optionalText,
    PAYU_URL: z.url().optional(),
    PAYU_API_URL: z.url().optional(),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_URL: z.url().optional(),
    SHIPROCKET_EMAIL: optionalText,
    SHIPROCKET_PASSWORD: optionalText,
    SHIPROCKET_API_URL: z.url().optional(),
    SHIPROCKET_WEBHOOK_TOKEN: optionalText,
    SANDBOX_COURIER_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    RAZORPAYX_ACCOUNT_NUMBER: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5,40}$/, "must be your RazorpayX account number (letters and digits)")
      .optional(),
    RAZORPAYX_KEY_ID: optionalText,
    RAZORPAYX_KEY_SECRET: optionalText,
    RAZORPAYX_WEBHOOK_SECRET: optionalText,
    RAZORPAYX_API_URL: z.url().optional(),
    MSG91_AUTH_KEY: optionalText,
    MSG91_TEMPLATE_ID: optionalText,
    MSG91_OTP_TEMPLATE_ID_HI: optionalText,
    MSG91_REMINDER_TEMPLATE_ID: optionalText,
    MSG91_REMINDER_TEMPLATE_ID_HI: optionalText,
    MSG91_SENDER_ID: z
      .string()
      .trim()
      .regex(/^[A-Z]{6}$/, "must be the 6-letter DLT header the template is registered with")
      .optional(),
    MSG91_API_URL: z.url().optional(),
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, "must be the phone number ID from WhatsApp Manager (digits)")
      .optional(),
    WHATSAPP_APP_SECRET: optionalText,
    WHATSAPP_VERIFY_TOKEN: optionalText,
    WHATSAPP_API_URL: z.url().optional(),
    WHATSAPP_GRAPH_VERSION: z
      .string()
      .trim()
      .regex(/^v\d+\.\d+$/, "must be a Graph API version such as v25.0")
      .default("v25.0"),
    WHATSAPP_TEMPLATES: z
      .string()
      .trim()
      .regex(
        /^[a-z_]+(:(en|hi))?=[a-z0-9_]{1,512}(\s*,\s*[a-z_]+(:(en|hi))?=[a-z0-9_]{1,512})*$/,
        "must be a comma-separated list of kind=template or kind:language=template (lowercase names)",
      )
      .optional(),
    SMS_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(5000),
    SMS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(SMS_LIMITS.perAddressHour),
    ...webPushVariables,
    OTP_PEPPER: z.string().min(16, "must be at least 16 characters (openssl rand -hex 24)").optional(),
    UNSUBSCRIBE_SECRET: z.string().min(16, "must be at least 16 characters (openssl rand -hex 24)").optional(),
    PAYOUTS_MODE: z.enum(["api", "manual"], { error: "must be api or manual" }).default("api"),
    SANDBOX_PAYOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    DATA_ENCRYPTION_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/]{43}=$/, "must be 32 random bytes in base64 (openssl rand -base64 32)")
      .optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*$/,
        "must be a comma-separated list of proxy addresses or CIDRs (or loopback, linklocal, uniquelocal)",
      )
      .optional(),
    REDIS_URL: z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters (openssl rand -hex 24)").optional(),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be an S3 bucket name (3-63 lowercase letters, digits, dots, dashes)",
      )
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().trim().min(1).default("ap-south-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag.optional(),
    UPLOADS_PUBLIC_URL: z.url().optional(),
    ...taxVariables,
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(100).default(BRAND.grievanceOfficer),
    GRIEVANCE_OFFICER_EMAIL: z.email().default(BRAND.grievanceEmail),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_MOBILE) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_MOBILE and ADMIN_PASSWORD must be set together",
      });
    }
    for (const [a, b] of SET_TOGETHER) {
      if (Boolean(env[a]) !== Boolean(env[b]))
        ctx.addIssue({ code: "custom", path: [b], message: `${a} and ${b} must be set together` });
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_MOBILE) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_EMAIL"], message: "needs ADMIN_MOBILE and ADMIN_PASSWORD too" });
    }
    // Payouts by API are on with our RazorpayX account number; they need a key pair (RazorpayX's, or Razorpay's own).
    const payoutKeys = Boolean(env.RAZORPAYX_KEY_ID ?? env.RAZORPAY_KEY_ID);
    if (env.RAZORPAYX_ACCOUNT_NUMBER && env.PAYOUTS_MODE === "api") {
      if (!payoutKeys)
        ctx.addIssue({
          code: "custom",
          path: ["RAZORPAYX_KEY_ID"],
          message:
            "RAZORPAYX_ACCOUNT_NUMBER needs RAZORPAYX_KEY_ID and RAZORPAYX_KEY_SECRET (or RAZORPAY_KEY_ID/SECRET)",
        });
      if (!env.RAZORPAYX_WEBHOOK_SECRET)
        ctx.addIssue({
          code: "custom",
          path: ["RAZORPAYX_WEBHOOK_SECRET"],
          message: "RAZORPAYX_ACCOUNT_NUMBER needs the secret of the RazorpayX webhook",
        });
    }
    if (env.NODE_ENV !== "production") return;
    // A push endpoint on this machine is a test's or a developer's: in production it would let anyone point us inward.
    if (env.WEB_PUSH_ALLOW_LOOPBACK)
      ctx.addIssue({ code: "custom", path: ["WEB_PUSH_ALLOW_LOOPBACK"], message: "must be unset in production" });
    if (env.PAYOUTS_MODE === "api" && !env.RAZORPAYX_ACCOUNT_NUMBER)
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAYX_ACCOUNT_NUMBER"],
        message:
          "production pays sellers through RazorpayX: set RAZORPAYX_ACCOUNT_NUMBER and its keys, or PAYOUTS_MODE=manual",
      });
    for (const key of [
      "DATABASE_URL",
      "SMTP_URL",
      "PUBLIC_URL",
      "DATA_ENCRYPTION_KEY",
      "GSTIN",
      "GST_LEGAL_NAME",
      "GST_ADDRESS",
    ] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when NODE_ENV=production" });
    }
    // PayU is the main checkout (docs/product.md#checkout); Razorpay is only the alternate flow, so it cannot stand in
    // for it. SMS codes cost money and reach real phones: production never runs the sandbox that shows them on a page.
    for (const [key, message, present] of [
      ["PAYU_KEY", "production needs real PayU keys: PAYU_KEY and PAYU_SALT", env.PAYU_KEY && env.PAYU_SALT],
      [
        "MSG91_AUTH_KEY",
        "production sends SMS codes through MSG91: set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID",
        env.MSG91_AUTH_KEY,
      ],
    ] as const) {
      if (!present) ctx.addIssue({ code: "custom", path: [key], message });
    }
    // Parcels move by the courier's scans: production never books with the sandbox courier.
    for (const key of ["SHIPROCKET_EMAIL", "SHIPROCKET_PASSWORD", "SHIPROCKET_WEBHOOK_TOKEN"] as const) {
      if (!env[key])
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "production needs a Shiprocket API user and webhook token",
        });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "Dobara <no-reply@dobara.in>",
    admin:
      env.ADMIN_MOBILE && env.ADMIN_PASSWORD
        ? { mobile: env.ADMIN_MOBILE, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
        : undefined,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    ...providerAccounts(env),
    /** How often the sandbox courier moves each of its shipments one scan on by itself. */
    sandboxCourierStepSeconds: env.SANDBOX_COURIER_STEP_SECONDS,
    payouts: payoutsSettings(env),
    /** SMS sent a day (IST) across every instance before sends stop and the admins are told. */
    smsDailyLimit: env.SMS_DAILY_LIMIT,
    /**
     * Codes one client address may ask for in an hour. Mobile carriers in India put many phones behind one address
     * (carrier-grade NAT), so an operator who sees real people refused raises it; the per-number limits and the day's
     * budget still cap what a flood can cost.
     */
    smsPerAddressHour: env.SMS_PER_ADDRESS_HOUR,
    webPush: {
      /** Unset: a key pair made once for the installation (server/modules/push/vapid-keys.ts). */
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT,
      /** Lets http://127.0.0.1 endpoints through (tests, local development); refused in production. */
      allowLoopback: env.WEB_PUSH_ALLOW_LOOPBACK ?? false,
    },
    /** Keys the codes' HMAC; unset, one is derived from the data encryption key. */
    otpPepper: env.OTP_PEPPER,
    /** Keys the one-click unsubscribe links of notification mails; unset, one is derived from the data encryption key. */
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET,
    /** Encrypts bank account numbers at rest. Unset outside production: a key is kept in DATA_DIR/secrets. */
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY ? Buffer.from(env.DATA_ENCRYPTION_KEY, "base64") : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Where the route rate limits are counted, shared by every instance; unset: the database (decision 0026). */
    redisUrl: env.REDIS_URL,
    /** GET /metrics answers only a bearer of this token; unset, it is a 404 (decision 0027). */
    metricsToken: env.METRICS_TOKEN,
    /**
     * Secrets made for this installation and shared by its instances through the database (sandbox keys, the
     * encryption key outside production), JSON by name; filled in by buildApp on PostgreSQL. Unset: DATA_DIR/secrets.
     */
    sharedSecrets: undefined as Record<string, string> | undefined,
    /**
     * On SIGTERM, how long the instance keeps serving while /api/ready answers 503, so a load balancer that polls
     * readiness stops sending it requests before it closes its port. 0 (default): close at once.
     */
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    /** How often time-driven jobs (offer expiry, ...) run. */
    jobIntervalSeconds: env.JOB_INTERVAL_SECONDS,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    tax: taxSettingsOf(env),
    /**
     * Named on the privacy policy and in grievance acknowledgements (DPDP Rules 2025: the contact of the person who
     * answers for the processing; decision 0047).
     */
    grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL },
    /** Where image URLs start (a CDN or the bucket's URL); unset, the app serves /uploads/{key} itself. */
    uploadsPublicUrl: env.UPLOADS_PUBLIC_URL?.replace(/\/+$/, ""),
    /** Uploads go to this S3-compatible bucket when set; to DATA_DIR/uploads otherwise. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
  };
}

/** What a tax invoice names as its supplier, and the 194-O figures; the defaults stand in outside production only. */
function taxSettingsOf(env: z.infer<typeof envSchema>) {
  return {
    legalName: env.GST_LEGAL_NAME ?? TAX_DEFAULTS.gstLegalName,
    address: env.GST_ADDRESS ?? TAX_DEFAULTS.gstAddress,
    gstin: env.GSTIN ?? TAX_DEFAULTS.gstin,
    state: env.GST_STATE,
    sac: env.GST_SAC,
    gstRatePercent: env.GST_RATE,
    tdsRatePercent: env.TDS_RATE,
    tdsNoPanRatePercent: env.TDS_RATE_NO_PAN,
    smallSellerLimitRupees: env.TDS_SMALL_SELLER_LIMIT,
  };
}

/** The gateway and courier accounts: each set only when its credentials are. */
function providerAccounts(env: z.infer<typeof envSchema>) {
  return {
    payu:
      env.PAYU_KEY && env.PAYU_SALT
        ? {
            key: env.PAYU_KEY,
            salt: env.PAYU_SALT,
            // Outside production a key is a merchant trying things out: PayU's test hosts, never real money by accident.
            url: env.PAYU_URL ?? `https://${env.NODE_ENV === "production" ? "secure" : "test"}.payu.in/_payment`,
            apiUrl:
              env.PAYU_API_URL ??
              `https://${env.NODE_ENV === "production" ? "info" : "test"}.payu.in/merchant/postservice.php?form=2`,
            /** True only when a sandbox stands in for the provider (server/sandboxes), never from the environment. */
            sandbox: false,
          }
        : undefined,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: (env.RAZORPAY_API_URL ?? "https://api.razorpay.com").replace(/\/$/, ""),
            checkoutScriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
            sandbox: false,
          }
        : undefined,
    shiprocket:
      env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD
        ? {
            email: env.SHIPROCKET_EMAIL,
            password: env.SHIPROCKET_PASSWORD,
            apiUrl: (env.SHIPROCKET_API_URL ?? "https://apiv2.shiprocket.in").replace(/\/$/, ""),
            webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN as string | undefined,
            /** Where a parcel's public tracking page is, by AWB. */
            trackingUrl: "https://shiprocket.co/tracking",
            sandbox: false,
          }
        : undefined,
    /**
     * WhatsApp updates by Cloud API template messages (docs/providers/whatsapp.md). Unset outside production: the
     * sandbox; unset in production: WhatsApp is off (the Account tab offers no box, nothing is sent).
     */
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: env.WHATSAPP_APP_SECRET,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN,
            apiUrl: (env.WHATSAPP_API_URL ?? "https://graph.facebook.com").replace(/\/$/, ""),
            graphVersion: env.WHATSAPP_GRAPH_VERSION,
            templates: parseTemplates(env.WHATSAPP_TEMPLATES),
            sandbox: false,
          }
        : undefined,
    /** SMS codes by MSG91's templated SMS (docs/providers/msg91.md); unset outside production: the sandbox. */
    msg91:
      env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID
        ? {
            authKey: env.MSG91_AUTH_KEY,
            templateId: env.MSG91_TEMPLATE_ID,
            /** Decision 0046: the Hindi code template, for people whose language is Hindi; unset: the English one. */
            templateIdHi: env.MSG91_OTP_TEMPLATE_ID_HI ?? env.MSG91_TEMPLATE_ID,
            /** Decision 0048: the last accept reminder's template; unset: no reminder goes by SMS. */
            reminderTemplateId: env.MSG91_REMINDER_TEMPLATE_ID,
            reminderTemplateIdHi: env.MSG91_REMINDER_TEMPLATE_ID_HI ?? env.MSG91_REMINDER_TEMPLATE_ID,
            senderId: env.MSG91_SENDER_ID,
            apiUrl: (env.MSG91_API_URL ?? "https://control.msg91.com").replace(/\/$/, ""),
            sandbox: false,
          }
        : undefined,
  };
}

/** WHATSAPP_TEMPLATES: "kind=name" for both languages, "kind:hi=name" for one; a later entry wins. */
function parseTemplates(value: string | undefined): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const entry of value?.split(",") ?? []) {
    const [key, name] = entry.trim().split("=") as [string, string];
    if (key.includes(":")) templates[key] = name;
    else for (const language of ["en", "hi"]) templates[`${key}:${language}`] = name;
  }
  return templates;
}

function payoutsSettings(env: z.infer<typeof envSchema>) {
  return {
    mode: env.PAYOUTS_MODE,
    razorpayx:
      env.PAYOUTS_MODE === "api" && env.RAZORPAYX_ACCOUNT_NUMBER
        ? {
            accountNumber: env.RAZORPAYX_ACCOUNT_NUMBER,
            // One Razorpay key pair serves payments and payouts: RazorpayX's own pair only if it is set apart.
            keyId: (env.RAZORPAYX_KEY_ID ?? env.RAZORPAY_KEY_ID)!,
            keySecret: (env.RAZORPAYX_KEY_ID ? env.RAZORPAYX_KEY_SECRET : env.RAZORPAY_KEY_SECRET)!,
            webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET!,
            apiUrl: (env.RAZORPAYX_API_URL ?? "https://api.razorpay.com").replace(/\/$/, ""),
            sandbox: false,
          }
        : undefined,
    /** The sandbox settles a validation or payout nobody decided by hand after this long. */
    sandboxSeconds: env.SANDBOX_PAYOUT_SECONDS,
  };
}

/**
 * Unset: the socket's address is the client. Behind a proxy that would put everyone under one per-IP limit, so
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed. Addresses only: Fastify refuses hop counts,
 * which cannot tell a proxy from a client that forges the header.
 */
function parseTrustProxy(value: string | undefined): string[] | false {
  if (!value) return false;
  return value.split(",").map((v) => v.trim());
}

/** Reads the environment; throws ConfigError naming every bad variable at once. Empty strings count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return toConfig(parsed.data);
}
