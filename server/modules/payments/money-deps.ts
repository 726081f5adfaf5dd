import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { GatewaySettings } from "./gateway-settings";

/** What every piece of the money path is given: the database, the gateways' settings, a log. */
export interface MoneyDeps {
  db: Db;
  gateway: GatewaySettings;
  log: FastifyBaseLogger;
}
