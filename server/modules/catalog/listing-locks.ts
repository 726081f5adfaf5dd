import type { Tx } from "../../db/client";
import { lockProduct, setHeldByReports as storeHeldByReports } from "./products-repo";

/**
 * Every change of a listing's state, here or in the orders, the checkout and the reports, starts with the listing's
 * row lock, so two changes of one listing queue instead of both reading the old state.
 */
export const lockListing = (tx: Tx, id: string) => lockProduct(tx, id);

/** Takes a listing out of browse and search while its reports wait for an admin, or brings it back; under lockListing. */
export const setHeldByReports = (tx: Tx, id: string, held: boolean) => storeHeldByReports(tx, id, held);
