import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { BOOT_SCRIPT_HASH } from "./boot-script";

/**
 * Helmet's headers, worked out once. Our policy has no per-request parts (no nonces), yet running helmet on every
 * request rebuilt the same dozen headers each time: a fifth of a product-page read in the profile.
 */
/** Origins beyond our own that the payment hand-off needs: the gateway's form action and, for Razorpay, its script. */
export interface GatewayOrigins {
  formAction: string[];
  script: string[];
  frame: string[];
  connect: string[];
}

/** `uploadsPublicUrl`: where photos and videos are served from when a CDN or bucket serves them (UPLOADS_PUBLIC_URL). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  isProduction: boolean,
  gateway: GatewayOrigins,
  uploadsPublicUrl?: string,
) {
  const uploads = uploadsPublicUrl ? [new URL(uploadsPublicUrl).origin] : [];
  const headers = computeHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_HASH, ...gateway.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...uploads],
        mediaSrc: ["'self'", "blob:", ...uploads],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...gateway.connect],
        frameSrc: ["'self'", ...gateway.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...gateway.formAction],
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // A callback hook, not an async one: no promise per request for a synchronous step.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Runs helmet once against a recording response and keeps what it set (helmet itself is synchronous). Names are kept
 * in lower case, as Fastify sends every header name: reply.header lowercases each name it is given, which for
 * helmet's mixed-case names made a new string per header per request.
 */
function computeHelmetHeaders(options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}
