import type { Deps } from "../../deps";
import type { GatewaySettings } from "./gateway-settings";

/** What every piece of the money path is given: the database and a log, and the gateways' settings. */
export interface MoneyDeps extends Pick<Deps, "db" | "log"> {
  gateway: GatewaySettings;
}
